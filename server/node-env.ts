// React and React Router choose their production or development build from NODE_ENV when first imported, so it is set
// before anything imports them: unset, the server is a production server (server/env.ts gives it the same default).
// Imported first by server/index.ts; an invalid value is reported by parseEnv().
process.env.NODE_ENV ||= "production";
