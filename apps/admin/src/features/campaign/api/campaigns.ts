import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { AdminSubsidyCampaignView, AdminZeroCampaignView } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';

export type SubsidyCampaign = AdminSubsidyCampaignView;

const campaignKeys = {
  all: ['campaigns'] as const,
  subsidies: (pageNum: number) => [...campaignKeys.all, 'subsidies', pageNum] as const,
  uses: (id: number) => [...campaignKeys.all, 'uses', id] as const,
};

const PAGE_SIZE = 20;

export function useSubsidyCampaigns(pageNum: number) {
  return useQuery({
    queryKey: campaignKeys.subsidies(pageNum),
    queryFn: ({ signal }) => callApi(calls.adminCampaign.subsidyList, { pageNum, pageSize: PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSubsidyUses(id: number) {
  return useQuery({
    queryKey: campaignKeys.uses(id),
    queryFn: ({ signal }) => callApi(calls.adminCampaign.subsidyUses, { id, pageNum: 1, pageSize: 100 }, { signal }),
  });
}

export interface SubsidyRequest {
  name: string;
  budget: string;
  skus: { productGoodsId: number; amount: string }[];
}

export function useCreateSubsidy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubsidyRequest) => callApi(calls.adminCampaign.subsidyCreate, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

export function useStopSubsidy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(calls.adminCampaign.subsidyStop, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

export type ZeroCampaign = AdminZeroCampaignView;

export function useZeroCampaigns(pageNum: number) {
  return useQuery({
    queryKey: [...campaignKeys.all, 'zero', pageNum],
    queryFn: ({ signal }) => callApi(calls.adminZeroCampaign.zeroList, { pageNum, pageSize: PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useZeroTakes(id: number) {
  return useQuery({
    queryKey: [...campaignKeys.all, 'zeroTakes', id],
    queryFn: ({ signal }) => callApi(calls.adminZeroCampaign.zeroTakes, { id, pageNum: 1, pageSize: 100 }, { signal }),
  });
}

export function useCreateZero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; productGoodsId: number; stock: number }) =>
      callApi(calls.adminZeroCampaign.zeroCreate, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

export function useStopZero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(calls.adminZeroCampaign.zeroStop, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
