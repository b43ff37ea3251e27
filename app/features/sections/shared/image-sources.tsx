import { createContext, useContext } from "react";
import type { Image } from "../content-fields";

export type ResolvedImageSources = { src: string; srcSet?: string; sizes?: string };

export type ImageSourceResolver = (image: Image) => ResolvedImageSources | undefined;

// Library images (with an assetId) have resized variants; whoever renders a site (publishing)
// says where they are. Without a resolver an image renders with its own src only.
const ImageSourcesContext = createContext<ImageSourceResolver>(() => undefined);

export const ImageSourcesProvider = ImageSourcesContext.Provider;

/** A resolver over sources known by asset id; only own keys count, so an id such as "constructor" finds nothing. */
export function imageSourcesById(sourcesById: Readonly<Record<string, ResolvedImageSources>>): ImageSourceResolver {
  return (image) => (image.assetId && Object.hasOwn(sourcesById, image.assetId) ? sourcesById[image.assetId] : undefined);
}

export function useImageSources(image: Image): ResolvedImageSources {
  const resolved = useContext(ImageSourcesContext)(image);
  return resolved ?? { src: image.src };
}
