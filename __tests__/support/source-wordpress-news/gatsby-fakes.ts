import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { GatsbyCache, NodeInput } from "gatsby";
import { createContentDigest } from "gatsby-core-utils";

/** A temporary folder for one test file's cache and public/ output. */
export function temporaryDirectory(): string {
  return mkdtempSync(path.join(os.tmpdir(), "source-wordpress-news-"));
}

/** Gatsby's cache as the plugin sees it: a key-value store with a directory of its own. */
export function fakeCache(directory: string): GatsbyCache & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  return {
    name: "source-wordpress-news",
    directory,
    values,
    get: async (key: string) => values.get(key),
    set: async (key: string, value: unknown) => {
      values.set(key, value);
      return value;
    },
    del: async (key: string) => {
      values.delete(key);
    },
  };
}

export interface CreatedNode extends NodeInput {
  [field: string]: unknown;
}

/** The node helpers of a Node API call, recording the nodes made. */
export function fakeNodeActions() {
  const nodes: CreatedNode[] = [];
  return {
    nodes,
    createNode: jest.fn(async (node: NodeInput) => {
      nodes.push(node as CreatedNode);
    }),
    createNodeId: (input: string) => `node-${createContentDigest(input)}`,
    createContentDigest,
  };
}

/** A reporter whose panic throws, as Gatsby's ends the build. */
export function fakeReporter() {
  return {
    activityTimer: jest.fn(() => ({ start: jest.fn(), end: jest.fn() })),
    info: jest.fn(),
    warn: jest.fn(),
    verbose: jest.fn(),
    panic: jest.fn((message: string) => {
      throw new Error(`panic: ${message}`);
    }),
  };
}
