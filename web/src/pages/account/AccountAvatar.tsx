// The user's avatar in the my-account layout: initials, 172 px at xl and up, 106 at sm and up,
// otherwise 66 (spec 1 §9). Decorative: the name is written next to it.
import Avatar from '@mui/material/Avatar';

export const AVATAR_SIZES = { xs: 66, sm: 106, xl: 172 } as const;

function initialsOf(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

export function AccountAvatar({ fullName }: { fullName: string }) {
  return (
    <Avatar
      aria-hidden="true"
      data-testid="account-avatar"
      sx={{
        width: AVATAR_SIZES,
        height: AVATAR_SIZES,
        fontSize: { xs: '1.5rem', sm: '2.5rem', xl: '4rem' },
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {initialsOf(fullName)}
    </Avatar>
  );
}
