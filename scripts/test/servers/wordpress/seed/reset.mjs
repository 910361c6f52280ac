/**
 * Deletes every post and every upload (force, no trash), so a second run gives the same set and the
 * listing holds exactly what the summary says (including no "Hello world!").
 */
export async function deleteEverything({ rest, listAll }) {
  // Media first: deleting a post does not delete its attachments.
  // Ordered by id: many posts share a date (the benchmark adds them in batches), and paging by date would
  // repeat some and skip others.
  const ids = async (route, query) =>
    new Set(
      (await listAll(route, `${query}&context=edit&_fields=id&orderby=id&order=asc`)).map(({ id }) => id),
    );
  const media = await ids("media", "status=inherit");
  for (const id of media) await rest("DELETE", `media/${id}?force=true`);
  // "any" leaves out the trash.
  const posts = new Set([...(await ids("posts", "status=any")), ...(await ids("posts", "status=trash"))]);
  for (const id of posts) await rest("DELETE", `posts/${id}?force=true`);
  return { media: media.size, posts: posts.size };
}
