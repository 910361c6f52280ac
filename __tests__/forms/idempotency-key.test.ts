import { bodyFingerprint, IdempotencyKeys, newIdempotencyKey } from "../../src/forms/idempotency-key";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function body(message: string, token?: string): FormData {
  const data = new FormData();
  data.append("name", "Ada");
  data.append("message", message);
  if (token) data.append("g-recaptcha-response", token);
  return data;
}

describe("newIdempotencyKey", () => {
  it("uses randomUUID where the browser has it", () => {
    const crypto = { randomUUID: () => "from-random-uuid", getRandomValues: jest.fn() };
    expect(newIdempotencyKey(crypto)).toBe("from-random-uuid");
    expect(crypto.getRandomValues).not.toHaveBeenCalled();
  });

  it("makes a version 4 UUID from random bytes outside secure contexts", () => {
    const crypto = {
      getRandomValues: <T extends ArrayBufferView>(array: T): T => {
        (array as unknown as Uint8Array).fill(0xff);
        return array;
      },
    };
    const key = newIdempotencyKey(crypto);
    expect(key).toMatch(UUID_V4);
    expect(key).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  });
});

describe("bodyFingerprint", () => {
  it("ignores the reCAPTCHA token, which is new on every try", () => {
    expect(bodyFingerprint(body("hi", "token-1"))).toBe(bodyFingerprint(body("hi", "token-2")));
  });

  it("tells files apart by name and size without reading them", () => {
    const withFile = (content: string, name = "part.step") => {
      const data = body("hi");
      data.append("file", new File([content], name, { lastModified: 1 }));
      return data;
    };
    expect(bodyFingerprint(withFile("abc"))).toBe(bodyFingerprint(withFile("xyz")));
    expect(bodyFingerprint(withFile("abc"))).not.toBe(bodyFingerprint(withFile("abcd")));
    expect(bodyFingerprint(withFile("abc"))).not.toBe(bodyFingerprint(withFile("abc", "other.step")));
  });
});

describe("IdempotencyKeys", () => {
  function keys() {
    let count = 0;
    return new IdempotencyKeys(() => `key-${(count += 1)}`);
  }

  it("gives a retry of the same content the first try's key", () => {
    const store = keys();
    expect(store.keyFor(body("hi", "t1"))).toBe("key-1");
    expect(store.keyFor(body("hi", "t2"))).toBe("key-1");
  });

  it("gives changed content a new key", () => {
    const store = keys();
    expect(store.keyFor(body("hi"))).toBe("key-1");
    expect(store.keyFor(body("hello"))).toBe("key-2");
    // Changing it back is a new message too: the other one may have been delivered in between.
    expect(store.keyFor(body("hi"))).toBe("key-3");
  });

  it("gives the next message after a delivery a new key, even with the same content", () => {
    const store = keys();
    expect(store.keyFor(body("hi"))).toBe("key-1");
    store.delivered();
    expect(store.keyFor(body("hi"))).toBe("key-2");
  });
});
