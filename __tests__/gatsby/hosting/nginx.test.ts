/** @jest-environment node */
import { nginxCspMap, nginxRedirects } from "../../../gatsby/hosting/nginx";
import type { Redirect } from "../../../gatsby/hosting/table";

const redirect = (from: string, to: string): Redirect => ({
  from,
  to,
  language: "de",
  origin: `entry ${from}`,
});

describe("nginxRedirects", () => {
  const include = nginxRedirects([
    redirect("/de/beratung", "/de/consulting/"),
    redirect("/de/kontakt", "/de/#contact"),
    redirect("/news/2019/m%C3%BCller", "/news/mueller/"),
  ]);

  it("answers both slash forms of a source with a 301 that keeps the query", () => {
    expect(include).toContain('location = "/de/beratung" { return 301 "/de/consulting/$is_args$args"; }');
    expect(include).toContain('location = "/de/beratung/" { return 301 "/de/consulting/$is_args$args"; }');
  });

  it("puts the query before the #fragment", () => {
    expect(include).toContain('location = "/de/kontakt" { return 301 "/de/$is_args$args#contact"; }');
  });

  it("matches the decoded path, as nginx does", () => {
    expect(include).toContain('location = "/news/2019/müller" { return 301 "/news/mueller/$is_args$args"; }');
  });

  it("names the entry of each redirect and says it is generated", () => {
    expect(include).toMatch(/^# Written by the build/);
    expect(include).toContain("# entry /de/beratung\n");
    expect(include.match(/^location /gm)).toHaveLength(6);
  });
});

describe("nginxCspMap", () => {
  const map = nginxCspMap(
    [
      { uri: "/jobs/", policy: "script-src 'self' 'sha256-abc='" },
      { uri: "/jobs/index.html", policy: "script-src 'self' 'sha256-abc='" },
    ],
    "script-src 'self'",
  );

  it("maps each path of a page to its policy and everything else to the fallback", () => {
    expect(map).toContain("map $uri $site_csp {\n");
    expect(map).toContain(`    default "script-src 'self'";\n`);
    expect(map).toContain(`    "/jobs/" "script-src 'self' 'sha256-abc='";\n`);
    expect(map).toContain(`    "/jobs/index.html" "script-src 'self' 'sha256-abc='";\n`);
    expect(map.trimEnd().endsWith("}")).toBe(true);
  });

  it("sizes the map's hash for long page paths", () => {
    expect(map).toContain("map_hash_bucket_size 64;");
    const long = nginxCspMap([{ uri: `/news/${"a".repeat(120)}/index.html`, policy: "x" }], "y");
    expect(long).toContain("map_hash_bucket_size 256;");
  });

  it("escapes quotes in page paths", () => {
    expect(nginxCspMap([{ uri: '/a"b/', policy: "x" }], "y")).toContain('"/a\\"b/" "x";');
  });
});
