// A hero button (spec 2 §3: cta, content url or link): a portal path opens inside the app, any
// other address as a plain link. On the hero's dark wash: a white primary, an outlined secondary.
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';

export const FlexButtonLinkFragment = graphql(`
  fragment FlexButtonLink_button on FlexButton {
    cta
    contentUrl
    link
  }
`);

const looks = {
  primary: { variant: 'contained', sx: { bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } } },
  secondary: { variant: 'outlined', sx: { color: 'common.white', borderColor: 'common.white', '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.12)' } } },
} as const;

export function FlexButtonLink(props: { button: FragmentType<typeof FlexButtonLinkFragment>; variant: keyof typeof looks }) {
  const { cta, contentUrl, link } = getFragmentData(FlexButtonLinkFragment, props.button);
  const look = looks[props.variant];
  if (contentUrl) {
    return (
      <Button component={RouterLink} to={contentUrl} variant={look.variant} sx={look.sx}>
        {cta}
      </Button>
    );
  }
  if (link) {
    return (
      <Button href={link} variant={look.variant} sx={look.sx}>
        {cta}
      </Button>
    );
  }
  return null;
}
