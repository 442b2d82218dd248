import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { HTMLAttributes, ReactNode } from 'react';
import { sharedMessages, useMessages } from '@phuket/shared/i18n';
import './upload.css';

/** What the drag handle needs: put these on a <button> inside the item. */
export type DragHandleProps = HTMLAttributes<HTMLElement>;

export interface SortableGridProps<T> {
  items: readonly T[];
  getId: (item: T) => number;
  /** How the item is read out in announcements ("Photo 3"). */
  describe: (item: T) => string;
  /** The new order, after a drop that moved something. */
  onReorder: (items: T[]) => void;
  renderItem: (item: T, handle: DragHandleProps) => ReactNode;
  /** The list's accessible name. */
  label: string;
}

function SortableItem<T>({
  item,
  id,
  renderItem,
}: {
  item: T;
  id: number;
  renderItem: SortableGridProps<T>['renderItem'];
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      className={`sortable-grid__item${isDragging ? ' sortable-grid__item--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {renderItem(item, { ...attributes, ...listeners })}
    </li>
  );
}

/**
 * A grid reordered by drag: mouse, touch (press and hold) and keyboard (focus the handle,
 * Space to lift, arrows to move, Space to drop, Escape to cancel), each move announced to
 * screen readers by position. Shared by listing photos and, later, the database and
 * presentations areas.
 */
export function SortableGrid<T>({
  items,
  getId,
  describe,
  onReorder,
  renderItem,
  label,
}: SortableGridProps<T>) {
  const sensors = useSensors(
    // A small distance first, so a click on a button inside the item is still a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Press and hold on touch screens, so a swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const t = useMessages(sharedMessages);
  const ids = items.map(getId);
  const position = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  const name = (id: UniqueIdentifier) => {
    const item = items.find((i) => getId(i) === Number(id));
    return item === undefined ? t('sortable.item') : describe(item);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('sortable.picked_up', {
        item: name(active.id),
        position: position(active.id),
        count: ids.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t('sortable.moved', {
            item: name(active.id),
            position: position(over.id),
            count: ids.length,
          })
        : t('sortable.outside', { item: name(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('sortable.dropped_at', {
            item: name(active.id),
            position: position(over.id),
            count: ids.length,
          })
        : t('sortable.dropped', { item: name(active.id) }),
    onDragCancel: ({ active }) => t('sortable.cancelled', { item: name(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t('sortable.instructions'),
        },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul className="sortable-grid" aria-label={label}>
          {items.map((item) => (
            <SortableItem key={getId(item)} item={item} id={getId(item)} renderItem={renderItem} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
