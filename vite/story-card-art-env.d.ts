// `virtual:story-card-art` (vite/story-card-art.ts): each story's picture and wordmark as views of one file, by story id.
declare module "virtual:story-card-art" {
  const cardArt: Partial<Record<number, { image: string; logo: string }>>;
  export default cardArt;
}
