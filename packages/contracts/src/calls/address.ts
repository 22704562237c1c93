// Regions (Thailand and mainland China, loaded from data packages), a member's delivery
// addresses, smart paste and the back office's hot regions. Thai addresses map district to
// `city` and sub-district to `area`, so both countries share one three-level shape.
import { z } from 'zod';
import { defineCall, type OperatorRole } from '../call.ts';
import { formBoolean, idInput, intInput } from '../common.ts';
import { regionCountries } from '../enums.ts';
import { mobileInput } from './verify.ts';

const roles: readonly OperatorRole[] = ['admin', 'operator'];

export const regionView = z.object({
  id: z.number().int(),
  /** The parent region's id; 0 for a province. */
  pid: z.number().int(),
  /** 1 province, 2 city or district, 3 area or sub-district. */
  level: z.number().int(),
  country: z.enum(regionCountries),
  /** The name in the caller's language, else the best fallback the data carries. */
  name: z.string(),
  nameZh: z.string().nullable(),
  nameEn: z.string().nullable(),
  nameTh: z.string().nullable(),
  zip: z.string().nullable(),
});
export type RegionView = z.infer<typeof regionView>;

/** A region with the names of its parents, for search answers and smart paste. */
export const regionPathView = regionView.extend({ path: z.array(z.string()) });

export const addressView = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  provinceId: z.number().int(),
  cityId: z.number().int(),
  areaId: z.number().int(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  zip: z.string(),
  address: z.string(),
  /** 1 for the member's default address, else 0 (the client's flag). */
  isDefault: z.number().int(),
  updatedAt: z.string(),
});
export type AddressView = z.infer<typeof addressView>;

const text = (max: number) => z.string().trim().min(1).max(max);

/** What a member fills in; names of regions are taken from the database, never from the client. */
export const addressInput = z.object({
  name: text(64),
  mobile: mobileInput,
  provinceId: idInput,
  cityId: idInput,
  areaId: idInput,
  /** Required where the area's data has a zip (Thailand); mainland China's data has none, so '' is allowed. */
  zip: z
    .string()
    .trim()
    .regex(/^(\d{5,6})?$/)
    .default(''),
  address: text(200),
  isDefault: formBoolean.default(false),
});

const idBody = z.object({ id: idInput });

/** A plain decimal degree from the query ("18.7963"); anything that would merely coerce is refused. */
const coordinate = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d{1,3}(\.\d{1,12})?$/.test(value) ? Number(value) : value),
    schema,
  );
const pidQuery = z.object({ pid: intInput(z.number().int().min(0)).default(0) });

export const identifiedAddress = z.object({
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  province: regionView.nullable(),
  city: regionView.nullable(),
  area: regionView.nullable(),
  zip: z.string().nullable(),
  /** Street, house number, building: what is left of the address once the regions are taken out. */
  address: z.string().nullable(),
  /** 0-100: the share of the seven parts found. */
  score: z.number().int(),
  /** Text that was neither a name, a phone, a region, a zip nor part of the street. */
  rest: z.string(),
});

export const memberAddress = {
  getAllProvince: defineCall({
    method: 'POST',
    path: '/mallapi/memberAddress/getAllProvince',
    auth: 'public',
    summary: 'Every province (Thailand first, then mainland China), or one country',
    body: z.object({ country: z.enum(regionCountries).optional() }),
    result: z.array(regionView),
  }),
  getRegionsByPid: defineCall({
    method: 'GET',
    path: '/mallapi/memberAddress/getRegionsByPid',
    auth: 'public',
    summary: 'The children of a region (pid 0: the provinces); a Thai sub-district with two zips appears twice',
    query: pidQuery,
    result: z.array(regionView),
  }),
  getDistinctRegionsByPid: defineCall({
    method: 'GET',
    path: '/mallapi/memberAddress/getDistinctRegionsByPid',
    auth: 'public',
    summary: 'The children of a region, one per name (for pickers)',
    query: pidQuery,
    result: z.array(regionView),
  }),
  getRegionsByName: defineCall({
    method: 'GET',
    path: '/mallapi/memberAddress/getRegionsByName',
    auth: 'public',
    summary: 'Regions whose name in any language contains the text, with their parents',
    query: z.object({
      name: text(60),
      limit: intInput(z.number().int().min(1).max(50)).default(20),
    }),
    result: z.array(regionPathView),
  }),
  getAllHotRegion: defineCall({
    method: 'GET',
    path: '/mallapi/memberAddress/getAllHotRegion',
    auth: 'public',
    summary: 'The regions operators chose as hot, in their order',
    result: z.array(regionPathView),
  }),
  reverseGeocoding: defineCall({
    method: 'GET',
    path: '/mallapi/memberAddress/reverseGeocoding',
    auth: 'public',
    summary: 'The nearest region to a point, offline, from the region centroids the data ships',
    query: z.object({
      latitude: coordinate(z.number().min(-90).max(90)),
      longitude: coordinate(z.number().min(-180).max(180)),
    }),
    result: z.object({
      province: regionView,
      city: regionView.nullable(),
      area: regionView.nullable(),
      distanceKm: z.number(),
    }),
  }),
  identifyLongAddress: defineCall({
    method: 'POST',
    path: '/mallapi/memberAddress/identifyLongAddress',
    auth: 'public',
    summary: 'Smart paste: a pasted Thai or Chinese address block split into its parts',
    body: z.object({ text: text(500) }),
    result: identifiedAddress,
  }),
  selectList: defineCall({
    method: 'GET',
    path: '/mallapi/memberAddress/selectList',
    auth: 'member',
    summary: "The member's addresses, default first",
    result: z.array(addressView),
  }),
  addAds: defineCall({
    method: 'POST',
    path: '/mallapi/memberAddress/addAds',
    auth: 'member',
    summary: 'Add an address; the first one becomes the default',
    body: addressInput,
    result: addressView,
  }),
  updateAds: defineCall({
    method: 'POST',
    path: '/mallapi/memberAddress/updateAds',
    auth: 'member',
    summary: "Change one of the member's addresses",
    body: addressInput.extend({ id: idInput }),
    result: addressView,
  }),
  delete: defineCall({
    method: 'POST',
    path: '/mallapi/memberAddress/delete',
    auth: 'member',
    summary: "Delete one of the member's addresses",
    body: idBody,
    result: z.object({ id: z.number().int() }),
  }),
  delAds: defineCall({
    method: 'POST',
    path: '/mallapi/memberAddress/delAds',
    auth: 'member',
    summary: "Delete several of the member's addresses (ids comma-separated or repeated)",
    body: z.object({
      ids: z.preprocess(
        (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
        z.array(idInput).min(1).max(100),
      ),
    }),
    result: z.object({ deleted: z.number().int() }),
    fieldLabels: { ids: 'field.addressIds' },
  }),
  selectById: defineCall({
    method: 'POST',
    path: '/mallapi/memberAddress/selectById',
    auth: 'member',
    summary: "One of the member's addresses",
    body: idBody,
    result: addressView,
  }),
  updateDefAds: defineCall({
    method: 'POST',
    path: '/mallapi/memberAddress/updateDefAds',
    auth: 'member',
    summary: 'Make one address the default (the previous default stops being one)',
    body: idBody,
    result: addressView,
  }),
  getMemberDefAds: defineCall({
    method: 'GET',
    path: '/mallapi/memberAddress/getMemberDefAds',
    auth: 'member',
    summary: "The member's default address, or null",
    result: addressView.nullable(),
  }),
  getMemberDefAdsPost: defineCall({
    method: 'POST',
    path: '/mallapi/memberAddress/getMemberDefAds',
    auth: 'member',
    summary: "The member's default address, or null (the checkout's POST form)",
    result: addressView.nullable(),
  }),
} as const;

export const hotRegionView = regionPathView.extend({ sortOrder: z.number().int() });

export const adminAddress = {
  hotRegions: defineCall({
    method: 'GET',
    path: '/adminapi/address/hotRegions',
    auth: 'operator',
    roles,
    summary: 'The hot regions, in their order',
    result: z.array(hotRegionView),
  }),
  searchRegions: defineCall({
    method: 'GET',
    path: '/adminapi/address/searchRegions',
    auth: 'operator',
    roles,
    summary: 'Regions by name in any language, to choose hot ones',
    query: z.object({ name: text(60) }),
    result: z.array(regionPathView),
  }),
  saveHotRegion: defineCall({
    method: 'POST',
    path: '/adminapi/address/saveHotRegion',
    auth: 'operator',
    roles,
    summary: 'Make a region hot, or change its place in the list',
    body: z.object({
      regionId: idInput,
      sortOrder: intInput(z.number().int().min(-1_000_000).max(1_000_000)).default(0),
    }),
    result: hotRegionView,
  }),
  deleteHotRegion: defineCall({
    method: 'POST',
    path: '/adminapi/address/deleteHotRegion',
    auth: 'operator',
    roles,
    summary: 'A region stops being hot',
    body: z.object({ regionId: idInput }),
    result: z.object({ regionId: z.number().int() }),
  }),
} as const;
