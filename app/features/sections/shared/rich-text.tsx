import { Fragment } from "react";
import { type RenderContext, resolveHref } from "../render-context";
import type { RichText, RichTextInline } from "../rich-text-model";
import { cx } from "./class-names";

function Inline({ inline, context }: { inline: RichTextInline; context: RenderContext }) {
  const lines = inline.text.split("\n");
  let node = (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
  if (inline.bold) node = <strong>{node}</strong>;
  if (inline.italic) node = <em>{node}</em>;
  const href = inline.href ? resolveHref(inline.href, context) : undefined;
  return href ? <a href={href}>{node}</a> : node;
}

function Inlines({ inlines, context }: { inlines: RichTextInline[]; context: RenderContext }) {
  return inlines.map((inline, index) => <Inline key={index} inline={inline} context={context} />);
}

/** Renders the structured rich text; only these elements can ever come out of it. */
export function RichTextView({ blocks, context, className }: { blocks: RichText; context: RenderContext; className?: string }) {
  if (blocks.length === 0) return null;
  return (
    <div className={cx("pw-prose", className)}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case "paragraph":
            return (
              <p key={index}>
                <Inlines inlines={block.children} context={context} />
              </p>
            );
          case "heading":
            return (
              <h3 key={index}>
                <Inlines inlines={block.children} context={context} />
              </h3>
            );
          case "list": {
            const List = block.ordered ? "ol" : "ul";
            return (
              <List key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inlines inlines={item} context={context} />
                  </li>
                ))}
              </List>
            );
          }
        }
      })}
    </div>
  );
}
