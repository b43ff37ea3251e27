import type { Image } from "../content-fields";
import avatarAmber from "./avatar-amber.svg?no-inline";
import avatarRose from "./avatar-rose.svg?no-inline";
import avatarSky from "./avatar-sky.svg?no-inline";
import logoKestrel from "./logo-kestrel.svg?no-inline";
import logoLumen from "./logo-lumen.svg?no-inline";
import logoMeridian from "./logo-meridian.svg?no-inline";
import logoNorthwind from "./logo-northwind.svg?no-inline";
import logoOrbital from "./logo-orbital.svg?no-inline";
import productBag from "./product-bag.svg?no-inline";
import productBottle from "./product-bottle.svg?no-inline";
import productMug from "./product-mug.svg?no-inline";
import sceneGarden from "./scene-garden.svg?no-inline";
import sceneHills from "./scene-hills.svg?no-inline";
import sceneWorkspace from "./scene-workspace.svg?no-inline";

// Example pictures shipped with the app (hashed files under /assets), so new sections and the
// catalogue look real without any network request.
const scene = (src: string, alt: string): Image => ({ src, alt, width: 1200, height: 900 });
const avatar = (src: string, alt: string): Image => ({ src, alt, width: 160, height: 160 });
const product = (src: string, alt: string): Image => ({ src, alt, width: 800, height: 800 });
const logo = (src: string, alt: string): Image => ({ src, alt, width: 200, height: 48 });

export const EXAMPLE_IMAGES = {
  workspace: () => scene(sceneWorkspace, "A dashboard with a chart and three cards on a soft blue background"),
  hills: () => scene(sceneHills, "Orange hills under a warm evening sky"),
  garden: () => scene(sceneGarden, "Green trees and shrubs in a sunny garden"),
  avatarAmber: () => avatar(avatarAmber, "Portrait of Maya Okafor"),
  avatarSky: () => avatar(avatarSky, "Portrait of Jonas Berg"),
  avatarRose: () => avatar(avatarRose, "Portrait of Lucía Romero"),
  mug: () => product(productMug, "A teal ceramic mug"),
  bottle: () => product(productBottle, "A blue insulated bottle"),
  bag: () => product(productBag, "A pink tote bag"),
  logos: () => [
    logo(logoNorthwind, "Northwind"),
    logo(logoLumen, "Lumen"),
    logo(logoOrbital, "Orbital"),
    logo(logoKestrel, "Kestrel"),
    logo(logoMeridian, "Meridian"),
  ],
};
