// The files that go with a figure made from an older body item (spec 3 §3 "Figures": downloadable
// assets with file extension and icon): each a download link with its type's icon and extension.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import ImageIcon from '@mui/icons-material/Image';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import TableChartIcon from '@mui/icons-material/TableChart';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';

export const FigureAssetsFragment = graphql(`
  fragment FigureAssets_figure on Figure {
    title
    downloadableAssets {
      title
      url
      fileExtension
      icon
    }
  }
`);

/** The icon names content-graph answers with (packages/domain assetIconOf). */
const ICONS: Record<string, typeof InsertDriveFileIcon> = {
  pdf: PictureAsPdfIcon,
  spreadsheet: TableChartIcon,
  presentation: SlideshowIcon,
  document: DescriptionIcon,
  image: ImageIcon,
  archive: FolderZipIcon,
};

export function FigureAssets(props: { figure: FragmentType<typeof FigureAssetsFragment> }) {
  const figure = getFragmentData(FigureAssetsFragment, props.figure);
  if (figure.downloadableAssets.length === 0) return null;
  return (
    <Box component="ul" aria-label={`Files for ${figure.title}`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {figure.downloadableAssets.map((asset) => {
        const Icon = ICONS[asset.icon] ?? InsertDriveFileIcon;
        const extension = asset.fileExtension.toUpperCase();
        return (
          <li key={asset.url}>
            <Link href={asset.url} download sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <Icon fontSize="small" aria-hidden />
              {asset.title}
              {extension && ` (${extension})`}
            </Link>
          </li>
        );
      })}
    </Box>
  );
}
