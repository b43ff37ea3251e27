import { callToActionDefinition } from "./call-to-action/definition";
import { carouselDefinition } from "./carousel/definition";
import { contactDefinition } from "./contact/definition";
import { contentDefinition } from "./content/definition";
import type { SectionDefinition } from "./define-section";
import { faqDefinition } from "./faq/definition";
import { featureDetailDefinition } from "./feature-detail/definition";
import { featureListDefinition } from "./feature-list/definition";
import { galleryDefinition } from "./gallery/definition";
import { headerDefinition } from "./header/definition";
import { heroDefinition } from "./hero/definition";
import { logoShowcaseDefinition } from "./logo-showcase/definition";
import { pricingDefinition } from "./pricing/definition";
import { productDetailDefinition } from "./product-detail/definition";
import { productListDefinition } from "./product-list/definition";
import { SECTION_TYPES, type SectionType } from "./section-types";
import { testimonialDefinition } from "./testimonial/definition";

export const SECTION_REGISTRY: Readonly<Record<SectionType, SectionDefinition>> = {
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
};

/** Every definition, in the catalogue's order. */
export const SECTION_DEFINITIONS: readonly SectionDefinition[] = SECTION_TYPES.map((type) => SECTION_REGISTRY[type]);
