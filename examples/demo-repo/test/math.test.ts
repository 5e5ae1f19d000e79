import assert from "node:assert/strict";
import { test } from "node:test";
import { add, multiply } from "../src/math.ts";

test("add sums two numbers", () => {
  assert.equal(add(2, 3), 5);
});

test("multiply multiplies two numbers", () => {
  assert.equal(multiply(2, 3), 6);
});
