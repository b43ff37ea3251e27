import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from "kysely";
import type { DatabaseDialect } from "./database";

const timestampColumn = /^(created|updated|.+At)$/;
const booleanColumn = /^(is|has)[A-Z]/;

function isJsonValue(value: unknown): boolean {
  if (value === null || typeof value !== "object") return false;
  if (value instanceof Date || value instanceof Uint8Array) return false;
  return true;
}

class ParameterTransformer extends OperationNodeTransformer {
  constructor(private readonly dialect: DatabaseDialect) {
    super();
  }

  toDriverValue(value: unknown): unknown {
    if (isJsonValue(value)) return JSON.stringify(value);
    if (this.dialect === "sqlite") {
      if (value instanceof Date) return value.toISOString();
      if (typeof value === "boolean") return value ? 1 : 0;
    }
    return value;
  }

  protected override transformValue(node: ValueNode): ValueNode {
    return { ...super.transformValue(node), value: this.toDriverValue(node.value) };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...node, values: node.values.map((value) => this.toDriverValue(value)) };
  }
}

/**
 * Makes both dialects speak the same JS types: Date for timestamps, boolean for flags and parsed
 * objects for JSON, so no query code needs to know which engine it runs on.
 */
export class PortableValuesPlugin implements KyselyPlugin {
  readonly #transformer: ParameterTransformer;

  constructor(
    private readonly dialect: DatabaseDialect,
    private readonly jsonColumns: ReadonlySet<string>,
  ) {
    this.#transformer = new ParameterTransformer(dialect);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.dialect !== "sqlite" || !args.result.rows) return args.result;
    return { ...args.result, rows: args.result.rows.map((row) => this.#readRow(row)) };
  }

  #readRow(row: UnknownRow): UnknownRow {
    const out: UnknownRow = {};
    for (const [key, value] of Object.entries(row)) {
      out[key] = this.#readValue(key, value);
    }
    return out;
  }

  #readValue(key: string, value: unknown): unknown {
    if (typeof value === "string") {
      if (this.jsonColumns.has(key)) return JSON.parse(value);
      if (timestampColumn.test(key)) return new Date(value);
    }
    if (typeof value === "number" && booleanColumn.test(key)) return value !== 0;
    return value;
  }
}
