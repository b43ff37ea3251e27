import { z } from "zod";

/**
 * A config transform that reads a setting with `compile`, which throws on a value it cannot read;
 * the throw becomes the config's error for that variable, worded by `message`.
 */
export function compiledSetting<Input, Output>(compile: (value: Input) => Output, message: string) {
  return (value: Input, context: z.RefinementCtx<Input>): Output => {
    try {
      return compile(value);
    } catch {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
  };
}
