import { callToActionDefinition } from "./call-to-action/definition";
import { carouselDefinition } from "./carousel/definition";
import { contactDefinition } from "./contact/definition";
import { contentDefinition } from "./content/definition";
import type { SectionDefinition } from "./define-section";
import { faqDefinition } from "./faq/definition";
import { featureDetailDefinition } from "./feature-detail/definition";
import { featureListDefinition } from "./feature-list/definition";
import { footerDefinition } from "./footer/definition";
import { galleryDefinition } from "./gallery/definition";
import { headerDefinition } from "./header/definition";
import { heroDefinition } from "./hero/definition";
import { logoShowcaseDefinition } from "./logo-showcase/definition";
import { pricingDefinition } from "./pricing/definition";
import { productDetailDefinition } from "./product-detail/definition";
import { productListDefinition } from "./product-list/definition";
import { testimonialDefinition } from "./testimonial/definition";

/** Fails to compile when a definition is filed under another type's name. */
function filedByType<const Registry extends { [Type in keyof Registry]: SectionDefinition<Type & string> }>(registry: Registry): Registry {
  return registry;
}

/**
 * Every section type, keyed by the name stored in a section's `type`, in the order the catalogue
 * and the editor's picker show them. This is the one list of types: `SectionType`, the variants
 * each type offers, the picker, the catalogue and the migrations all come from here.
 */
export const SECTION_REGISTRY = filedByType({
  header: headerDefinition,
  hero: heroDefinition,
  "feature-list": featureListDefinition,
  "feature-detail": featureDetailDefinition,
  content: contentDefinition,
  gallery: galleryDefinition,
  carousel: carouselDefinition,
  "logo-showcase": logoShowcaseDefinition,
  testimonial: testimonialDefinition,
  pricing: pricingDefinition,
  "product-list": productListDefinition,
  "product-detail": productDetailDefinition,
  faq: faqDefinition,
  "call-to-action": callToActionDefinition,
  contact: contactDefinition,
  footer: footerDefinition,
});

/** Every definition, in the catalogue's order (an object keeps the order its keys were written in). */
export const SECTION_DEFINITIONS: readonly SectionDefinition[] = Object.values(SECTION_REGISTRY);
