// The pager of every list table: the offered page sizes, the total in the language on screen, and
// a change of page size going back to page 1 (the old page number may not exist any more).
import type { TablePaginationConfig } from 'antd';
import type { TFunction } from '../../i18n/translate.ts';
import { limits } from '../../../contract/limits.ts';
import { formatCount } from '../format.ts';

export function listPagination(
  t: TFunction,
  page: { pageNum: number; pageSize: number },
  total: number,
  onPage?: (pageNum: number, pageSize: number) => void,
): TablePaginationConfig {
  return {
    current: page.pageNum,
    pageSize: page.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: limits.pageSizes.map(String),
    showTotal: (count) => t('common.total', { total: formatCount(count) }),
    ...(onPage
      ? { onChange: (pageNum: number, pageSize: number) => onPage(pageSize === page.pageSize ? pageNum : 1, pageSize) }
      : {}),
  };
}
