import { type ReactNode, createContext, useContext } from "react";

const DeferredImagesContext = createContext(false);

/**
 * Pictures inside wait, with no source, while `deferred` is true: for
 * pictures nobody can see yet and that only a script can bring into view,
 * such as a carousel's later slides before it runs. Their boxes keep their
 * size (the width and height attributes), so nothing moves when they load,
 * and they stay out of the first screen's downloads on a slow connection.
 * `ResponsivePicture` is what waits: a plain <img> inside still loads.
 */
export function DeferImages({ deferred, children }: { deferred: boolean; children: ReactNode }) {
  return <DeferredImagesContext value={deferred}>{children}</DeferredImagesContext>;
}

export function useImagesDeferred(): boolean {
  return useContext(DeferredImagesContext);
}
