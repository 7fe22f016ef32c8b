'use client';

import { useCreateController, useEditController, useNavigate, useRedirect, useTranslate, SaveContextProvider, RecordContextProvider, useDataProvider } from 'ra-core';
import { toast } from 'sonner';
import { CARTON_FIELDS } from '@/lib/carton';
import { productWriteSchema, type ProductRow } from '@/lib/validation/admin/products';
import type { WorkspaceDataProvider } from '../data-provider';
import { DeleteRecordButton } from '../delete-record';
import { errorText } from '../http';
import { SchemaForm } from '../schema-form';
import { defaultsOf } from '../schema-fields';
import { Badge, Button, ErrorState, PageHead, Spinner } from '../ui-kit';
import { useFieldLabel } from '../field-label';
import { ProductBreaksSection } from '../pricing/product-breaks';

// Create and edit a product — both languages side by side, pictures by drag and drop,
// rich-text descriptions; duplicate and delete (with a confirmation) from the edit screen.

function useSections() {
  const t = useTranslate();
  return [
    { title: t('products.basics'), fields: ['itemno', 'name', 'topicId', 'keyword'] },
    { title: t('products.media'), fields: ['pictures', 'description'] },
    { title: t('products.prices'), fields: ['price', 'foreignprice', 'stock', 'moq', 'unitCode', 'barcode'] },
    { title: t('products.carton'), fields: ['packCode', ...CARTON_FIELDS, 'material', 'colorCode', 'light', 'electric'] },
    { title: t('products.flags'), fields: ['published', 'hot', 'new', 'launchtime'] },
  ];
}

export function ProductEdit() {
  const t = useTranslate();
  const dataProvider = useDataProvider<WorkspaceDataProvider>();
  const navigate = useNavigate();
  const redirect = useRedirect();
  const labelOf = useFieldLabel('products');
  const sections = useSections();
  const controller = useEditController<ProductRow & { id: number }>({ resource: 'products', mutationMode: 'pessimistic', redirect: false });
  if (controller.error) return <ErrorState error={controller.error} onRetry={() => void controller.refetch()} />;
  if (controller.isPending || !controller.record) return <Spinner />;
  const record = controller.record;

  async function duplicate() {
    try {
      const copy = await dataProvider.call<{ dto: ProductRow }>(`/api/admin/products/${record.id}/duplicate`, { method: 'POST' });
      toast.success(t('products.duplicated'));
      navigate(`/products/${copy.dto.id}`);
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  return (
    <SaveContextProvider value={{ save: controller.save, saving: controller.saving, mutationMode: 'pessimistic' }}>
      <RecordContextProvider value={record}>
        <PageHead
          title={
            <>
              {record.name} <span className="a-muted a-h1-sub">{record.itemno}</span>
            </>
          }
          subtitle={
            <span className="a-flags">
              {record.published ? <Badge tone="green">{t('products.filters.publishedYes')}</Badge> : <Badge>{t('products.filters.publishedNo')}</Badge>}
              <span className="a-muted">
                {labelOf('updatedAt')}: {new Date(record.updatedAt).toLocaleString()}
              </span>
            </span>
          }
          actions={
            <>
              <Button onClick={() => redirect('list', 'products')}>{t('action.back')}</Button>
              <Button onClick={() => void duplicate()} data-testid="duplicate">
                {t('action.duplicate')}
              </Button>
              <DeleteRecordButton resource="products" record={record} deletedMessage={t('form.deleted')} testId="delete" />
            </>
          }
        />
        <SchemaForm schema={productWriteSchema} resource="products" record={record} sections={sections} onSubmit={(values) => controller.save?.(values)} />
        <ProductBreaksSection productId={record.id} updatedAt={record.updatedAt} />
      </RecordContextProvider>
    </SaveContextProvider>
  );
}

export function ProductCreate() {
  const t = useTranslate();
  const sections = useSections();
  const controller = useCreateController({ resource: 'products', redirect: 'edit', mutationMode: 'pessimistic' });
  return (
    <SaveContextProvider value={{ save: controller.save, saving: controller.saving, mutationMode: 'pessimistic' }}>
      <PageHead title={t('form.newRecord', { name: t('nav.products') })} />
      <SchemaForm schema={productWriteSchema} resource="products" record={defaultsOf(productWriteSchema)} sections={sections} onSubmit={(values) => controller.save?.(values)} />
    </SaveContextProvider>
  );
}
