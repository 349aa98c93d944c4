/**
 * A list reordered by drag and drop: mouse, touch, and keyboard (Space or Enter on a handle picks the
 * item up, arrows move it, Space or Enter drops, Escape cancels), with what happens read out to screen
 * readers in the interface's language.
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { workflowBuilderNs } from '../../../locales/workflowBuilder';

interface SortableListProps {
  ids: string[];
  /** The name read out for an item ("Intake", "Draft the I-130"). */
  nameOf: (id: string) => string;
  onMove: (activeId: string, overId: string) => void;
  children: ReactNode;
}

export function SortableList({ ids, nameOf, onMove, children }: SortableListProps) {
  const { t } = useTranslation(workflowBuilderNs);
  const sensors = useSensors(
    // A small distance first, so a click on a handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier) => nameOf(String(id));
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('dnd.instructions') },
        announcements: {
          onDragStart: ({ active }) =>
            t('dnd.picked', { name: name(active.id), position: position(active.id), total: ids.length }),
          onDragOver: ({ active, over }) =>
            over
              ? t('dnd.over', { name: name(active.id), position: position(over.id), total: ids.length })
              : t('dnd.outside', { name: name(active.id) }),
          onDragEnd: ({ active, over }) =>
            over
              ? t('dnd.dropped', { name: name(active.id), position: position(over.id), total: ids.length })
              : t('dnd.cancelled', { name: name(active.id) }),
          onDragCancel: ({ active }) => t('dnd.cancelled', { name: name(active.id) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowRenderProps {
  handle: ReactNode;
  style: CSSProperties;
  setNodeRef: (node: HTMLElement | null) => void;
}

/** One sortable item; `render` places the handle (at the inline start) and takes the node ref. */
export function SortableRow({
  id,
  handleLabel,
  disabled,
  render,
}: {
  id: string;
  handleLabel: string;
  disabled?: boolean;
  render: (props: SortableRowRenderProps) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
    opacity: isDragging ? 0.85 : undefined,
  };
  const handle = disabled ? null : (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={handleLabel}
      style={{ cursor: 'grab', touchAction: 'none', flexShrink: 0 }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  );
  return <>{render({ handle, style, setNodeRef })}</>;
}
