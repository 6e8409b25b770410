// `virtual:story-card-art` (vite/story-card-art.ts): each story's picture and wordmark as views of one file, by story id;
// `picture`: the public path it was made from (a story whose picture an editor changed shows the new one).
declare module "virtual:story-card-art" {
  const cardArt: Partial<Record<number, { image: string; logo: string; picture: string }>>;
  export default cardArt;
}
