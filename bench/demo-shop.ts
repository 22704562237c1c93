// What the benches ask of the demo shop: the headers the client sends, and the ids of a product,
// a brand and a category and a logged-in member's token, found through the API as a client would.

/** The headers the client sends with every call. */
export const CLIENT_HEADERS = { lang: 'en_US', 'app-version': 'h5_2.7.5' };

/**
 * What a browser sends with the client's headers: every bench asks as the shop's pages do.
 * `BENCH_ENCODING=identity` asks for answers as they are, to tell what compressing them costs.
 */
export const BROWSER_HEADERS = { ...CLIENT_HEADERS, 'accept-encoding': process.env.BENCH_ENCODING ?? 'br, gzip' };

/** The answer at `url`; throws unless it succeeded (the envelope's `success`, or HTTP for plain JSON). */
export async function answerOf(url: string, headers: Record<string, string>, plain = false): Promise<unknown> {
  const response = await fetch(url, { headers });
  const answer = (await response.json()) as { success: boolean; result: unknown };
  if (plain ? !response.ok : !answer.success) throw new Error(`${url} failed: ${JSON.stringify(answer)}`);
  return answer;
}

/** Ids the benches' calls need, and a demo member's token. */
export async function discover(shopUrl: string) {
  const get = async (pathAndQuery: string) =>
    ((await answerOf(`${shopUrl}${pathAndQuery}`, CLIENT_HEADERS)) as { result: unknown }).result;
  const found = (await get('/mallapi/product/searchKeyword?keyword=rice&pageSize=1')) as { list: { id: number }[] };
  const brands = (await get('/mallapi/supplierBrand/brandRecommendList')) as { id: number }[];
  const tree = (await get('/mallapi/productCate/tree')) as { id: number }[];
  const login = await fetch(`${shopUrl}/mallapi/member/login`, {
    method: 'POST',
    headers: { ...CLIENT_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'demo_vip', password: 'Demo@123456' }).toString(),
  });
  const { result } = (await login.json()) as { result: { token: string; user: { memberId: number } } | null };
  if (!found.list[0] || !brands[0] || !tree[0] || !result)
    throw new Error('the demo data lacks a product, brand or member');
  return {
    productId: found.list[0].id,
    brandId: brands[0].id,
    categoryId: tree[0].id,
    token: result.token,
    memberId: result.user.memberId,
  };
}
