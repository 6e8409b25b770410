import { type ReactNode, createContext, useContext } from "react";

const DeferredImagesContext = createContext(false);

/**
 * While `deferred`, `ResponsivePicture`s inside name no source (a plain <img> still loads): for pictures only a script can bring
 * into view, like a carousel's later slides. Their boxes keep their size, and the first screen's downloads stay small.
 */
export function DeferImages({ deferred, children }: { deferred: boolean; children: ReactNode }) {
  return <DeferredImagesContext value={deferred}>{children}</DeferredImagesContext>;
}

export function useImagesDeferred(): boolean {
  return useContext(DeferredImagesContext);
}
