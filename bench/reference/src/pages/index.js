export default function IndexPage() {
  return (
    <main>
      <h1>Reference</h1>
    </main>
  );
}

export function Head() {
  return (
    <>
      <html lang="en" />
      <title>Reference</title>
      {/* No favicon request (its 404 would cost the reference Lighthouse's best-practices points). */}
      <link rel="icon" href="data:," />
      <meta
        name="description"
        content="A bare Gatsby 5 page with nothing but a heading, the benchmark's reference."
      />
    </>
  );
}
