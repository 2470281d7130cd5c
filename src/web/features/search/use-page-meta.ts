import { useEffect } from 'react';

function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !element;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  const previous = element.content;
  element.content = content;
  const target = element;
  return () => {
    if (created) target.remove();
    else target.content = previous;
  };
}

/** The description and the social titles of the page, put back as they were when it closes. */
export function usePageMeta({ title, description }: { title: string; description: string }): void {
  useEffect(() => {
    const restore = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', title),
      setMeta('property', 'og:description', description),
      setMeta('name', 'twitter:title', title),
      setMeta('name', 'twitter:description', description),
    ];
    return () => restore.forEach((undo) => undo());
  }, [title, description]);
}
