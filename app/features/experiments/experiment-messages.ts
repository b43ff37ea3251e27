export const PAGE_NOT_FOUND_MESSAGE = "This page does not exist (any more).";
export const ALREADY_UNDER_TEST_MESSAGE = "This page already has an A/B test; end it before starting another.";
export const COPY_UNDER_TEST_MESSAGE = "This page is a variant of an A/B test; test the original page instead.";
export const EXPERIMENT_NOT_FOUND_MESSAGE = "This A/B test does not exist (any more).";
export const EXPERIMENT_NOT_DRAFT_MESSAGE = "This A/B test has already started.";
export const EXPERIMENT_ENDED_MESSAGE = "This A/B test has already ended.";
export const NO_SUCH_VARIANT_MESSAGE = "This A/B test has no such variant.";
