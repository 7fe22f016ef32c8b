'use client';

import { EditorContent, Node, mergeAttributes, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslate } from 'ra-core';
import { useEffect, useRef, type ReactNode } from 'react';
import { toast } from 'sonner';
import { errorText } from './http';
import { LinkIcon, PictureIcon } from './icons';
import { uploadFile } from './uploads';

// TipTap (ADR 0024) for descriptions, articles and about-us. Its HTML is only a
// proposal: the server passes it through the storefront's sanitizer (src/server/content/rich-text.ts).

/** Pictures by stored path (/Upload/…); TipTap's image extension is not installed, this is all it does. */
const Picture = Node.create({
  name: 'image',
  group: 'block',
  draggable: true,
  atom: true,
  addAttributes: () => ({ src: { default: null }, alt: { default: '' } }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
});

function Toolbar({ editor, onPicture }: { editor: Editor; onPicture: () => void }) {
  const t = useTranslate();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const tool = (label: ReactNode, active: boolean, run: () => void, title: string) => (
    <button type="button" className={`a-rt-tool${active ? ' a-rt-on' : ''}`} aria-pressed={active} title={title} onMouseDown={(e) => e.preventDefault()} onClick={run}>
      {label}
    </button>
  );
  return (
    <div className="a-rt-toolbar" role="toolbar">
      {tool('B', state.bold, () => editor.chain().focus().toggleBold().run(), 'Bold (Ctrl+B)')}
      {tool('I', state.italic, () => editor.chain().focus().toggleItalic().run(), 'Italic (Ctrl+I)')}
      {tool('H2', state.h2, () => editor.chain().focus().toggleHeading({ level: 2 }).run(), 'Heading 2')}
      {tool('H3', state.h3, () => editor.chain().focus().toggleHeading({ level: 3 }).run(), 'Heading 3')}
      {tool('•', state.bullet, () => editor.chain().focus().toggleBulletList().run(), 'Bulleted list')}
      {tool('1.', state.ordered, () => editor.chain().focus().toggleOrderedList().run(), 'Numbered list')}
      {tool(
        <LinkIcon />,
        state.link,
        () => {
          const previous = editor.getAttributes('link').href as string | undefined;
          const href = window.prompt(t('form.linkUrl'), previous ?? 'https://');
          if (href === null) return;
          if (href === '') editor.chain().focus().unsetLink().run();
          else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
        },
        'Link',
      )}
      {tool(<PictureIcon />, false, onPicture, 'Picture')}
    </div>
  );
}

export function RichTextEditor({ id, value, onChange, label }: { id: string; value: string; onChange: (html: string) => void; label: string }) {
  const t = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Picture],
    content: value || '',
    immediatelyRender: false,
    editorProps: { attributes: { class: 'a-rt-content', id, 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A record loaded after the editor (edit screens) replaces the empty start.
  useEffect(() => {
    if (editor && !editor.isFocused && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  async function addPicture(file: File | undefined) {
    if (!file || !editor) return;
    try {
      const stored = await uploadFile(file, 'image');
      editor
        .chain()
        .focus()
        .insertContent({ type: 'image', attrs: { src: stored.path } })
        .run();
    } catch (error) {
      toast.error(`${t('form.uploadFailed')}: ${errorText(error)}`);
    }
  }

  function onPicture() {
    const path = window.prompt(t('form.imageUrl'), '');
    if (path)
      editor
        ?.chain()
        .focus()
        .insertContent({ type: 'image', attrs: { src: path } })
        .run();
    else if (path === '') picker.current?.click();
  }

  return (
    <div className="a-rt">
      {editor ? <Toolbar editor={editor} onPicture={onPicture} /> : null}
      <EditorContent editor={editor} />
      <input ref={picker} type="file" accept="image/*" hidden onChange={(e) => void addPicture(e.target.files?.[0])} />
    </div>
  );
}
