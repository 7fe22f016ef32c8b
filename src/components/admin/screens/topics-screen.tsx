'use client';

import { useGetList, useLocaleState, useTranslate, useDataProvider } from 'ra-core';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { topicWriteSchema, type TopicRow } from '@/lib/validation/admin/topics';
import { thumbnailUrl } from '@/lib/media-url';
import type { WorkspaceDataProvider } from '../data-provider';
import { useFormSave } from '../form-save';
import { errorText, jsonBody } from '../http';
import { SchemaForm } from '../schema-form';
import { defaultsOf } from '../schema-fields';
import { flatten, topicTree, type TopicNode } from '../topic-tree';
import { TopicSelect } from '../topic-select';
import { Badge, Button, Card, Confirm, ErrorState, PageHead, Spinner } from '../ui-kit';
import { SaveContextProvider } from 'ra-core';

// The topic tree — create, rename, move (to another parent) and reorder (up/down),
// cover image and istop. The server owns the codes: a move re-codes the subtree and its products.

type Editing = { mode: 'edit'; topic: TopicRow } | { mode: 'create'; parentId: number | null } | null;

export function TopicsScreen() {
  const t = useTranslate();
  const dataProvider = useDataProvider<WorkspaceDataProvider>();
  const [locale] = useLocaleState();
  const { data, isPending, error, refetch } = useGetList<TopicRow>('topics', { pagination: { page: 1, perPage: 200 } });
  const [editing, setEditing] = useState<Editing>(null);
  const tree = useMemo(() => topicTree(data ?? []), [data]);
  const rows = useMemo(() => flatten(tree), [tree]);
  const siblingsOf = (node: TopicNode) => rows.filter((row) => row.parentId === node.parentId);
  const label = (row: TopicRow) => (locale === 'en' ? row.nameen || row.name : row.name);

  async function run(action: () => Promise<unknown>, done?: string) {
    try {
      await action();
      if (done) toast.success(done);
      await refetch();
    } catch (caught) {
      toast.error(errorText(caught));
    }
  }

  const move = (node: TopicNode, parentId: number | null, position: number) =>
    run(() => dataProvider.call(`/api/admin/topics/${node.id}/move`, { method: 'POST', body: jsonBody({ parentId, position }) }));

  const { save, saveContext } = useFormSave(async (values) => {
    if (editing?.mode === 'edit') {
      const { data: topic } = await dataProvider.update<TopicRow>('topics', { id: editing.topic.id, data: values, previousData: editing.topic });
      setEditing({ mode: 'edit', topic });
    } else {
      const { data: topic } = await dataProvider.create<TopicRow>('topics', { data: { ...values, parentId: editing?.mode === 'create' ? editing.parentId : null } });
      setEditing({ mode: 'edit', topic });
    }
    toast.success(t('form.saved'));
    await refetch();
  });

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <PageHead
        title={t('topics.title')}
        actions={
          <Button tone="primary" onClick={() => setEditing({ mode: 'create', parentId: null })} data-testid="new-topic">
            + {t('topics.newTopic')}
          </Button>
        }
      />
      <div className="a-split">
        <Card className="a-tree-card">
          {isPending ? <Spinner /> : null}
          {!isPending && !rows.length ? <p className="a-empty">{t('topics.empty')}</p> : null}
          <ul className="a-tree" role="tree">
            {rows.map((node) => {
              const siblings = siblingsOf(node);
              const index = siblings.findIndex((s) => s.id === node.id);
              const selected = editing?.mode === 'edit' && editing.topic.id === node.id;
              return (
                <li
                  key={node.id}
                  role="treeitem"
                  aria-selected={selected}
                  aria-level={node.depth + 1}
                  className={`a-tree-row${selected ? ' a-tree-on' : ''}`}
                  style={{ paddingLeft: `${12 + node.depth * 20}px` }}
                >
                  <button type="button" className="a-tree-name" onClick={() => setEditing({ mode: 'edit', topic: node })}>
                    {node.cover ? (
                      <img src={thumbnailUrl(node.cover, 100)} alt="" className="a-tree-cover" />
                    ) : (
                      <span className="a-tree-dot">{node.children.length ? '▾' : '•'}</span>
                    )}
                    <span>{label(node)}</span>
                    <span className="a-muted a-small">{node.code}</span>
                    {node.istop ? <Badge tone="amber">TOP</Badge> : null}
                  </button>
                  <span className="a-muted a-small">{t('topics.products', { count: node.productnum })}</span>
                  <span className="a-tree-tools">
                    <button type="button" title={t('action.up')} aria-label={t('action.up')} disabled={index <= 0} onClick={() => void move(node, node.parentId, index - 1)}>
                      ↑
                    </button>
                    <button
                      type="button"
                      title={t('action.down')}
                      aria-label={t('action.down')}
                      disabled={index >= siblings.length - 1}
                      onClick={() => void move(node, node.parentId, index + 1)}
                    >
                      ↓
                    </button>
                    <button type="button" title={t('action.addChild')} aria-label={t('action.addChild')} onClick={() => setEditing({ mode: 'create', parentId: node.id })}>
                      +
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        </Card>
        <div className="a-split-side">
          {editing ? (
            <SaveContextProvider value={saveContext}>
              <Card
                title={editing.mode === 'edit' ? label(editing.topic) : t('topics.newTopic')}
                actions={
                  editing.mode === 'edit' ? (
                    <Confirm
                      title={t('action.delete')}
                      body={t('form.confirmDelete')}
                      onConfirm={() =>
                        void run(() => dataProvider.delete('topics', { id: editing.topic.id, previousData: editing.topic }).then(() => setEditing(null)), t('form.deleted'))
                      }
                      trigger={
                        <Button small tone="danger">
                          {t('action.delete')}
                        </Button>
                      }
                    />
                  ) : null
                }
              >
                {editing.mode === 'edit' ? (
                  <div className="a-field">
                    <span className="a-label">{t('topics.moveTo')}</span>
                    <TopicSelect
                      value={editing.topic.parentId}
                      allowEmpty
                      emptyLabel={t('topics.root')}
                      onChange={(parentId) => parentId !== editing.topic.id && void move(editing.topic as TopicNode, parentId, 0)}
                    />
                  </div>
                ) : null}
              </Card>
              <SchemaForm
                key={editing.mode === 'edit' ? editing.topic.id : `new-${editing.parentId}`}
                schema={topicWriteSchema}
                resource="topics"
                exclude={['parentId']}
                record={editing.mode === 'edit' ? editing.topic : defaultsOf(topicWriteSchema)}
                onSubmit={save}
              />
            </SaveContextProvider>
          ) : (
            <Card>
              <p className="a-empty">{t('topics.select')}</p>
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
