import { Avatar as MantineAvatar, type AvatarProps as MantineAvatarProps } from '@mantine/core';
import { avatarColor, initials } from './avatar-color';
import { useApiImage } from './use-api-image';

interface AvatarProps extends Omit<MantineAvatarProps, 'color' | 'children'> {
  name: string;
  /** A picture of the person; initials show while it loads or when it fails. */
  image?: string | null;
}

/** A person's avatar: picture when there is one, else initials in their name's colour. */
export function Avatar({ name, image, ...props }: AvatarProps) {
  const src = useApiImage(image);
  return (
    <MantineAvatar src={src} alt={name} color={avatarColor(name)} radius="xl" {...props}>
      {initials(name)}
    </MantineAvatar>
  );
}
