// One table of a reader's links (share links, reprint links): the report's title linked to its page,
// then the columns the kind of link has, and a Revoke button on each link still active, confirmed in
// a dialog first. Long lists are paged here (the services answer at most the newest 100).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../a11y/visuallyHidden';

export const LINKS_PAGE_SIZE = 10;

export interface LinkRow {
  id: string;
  title: string;
  /** The report's page. */
  path: string;
  /** One value per column, in the table's order. */
  values: string[];
  revocable: boolean;
}

interface LinksTableProps {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: string[];
  rows: LinkRow[];
  /** 'share link' or 'reprint link': what the dialog and the buttons name. */
  noun: string;
  onRevoke(id: string): Promise<unknown>;
}

export function LinksTable({ labelledBy, columns, rows, noun, onRevoke }: LinksTableProps) {
  const [page, setPage] = useState(0);
  const [confirming, setConfirming] = useState<LinkRow | null>(null);
  const [revoking, setRevoking] = useState(false);
  const shown = rows.slice(page * LINKS_PAGE_SIZE, (page + 1) * LINKS_PAGE_SIZE);
  const revoke = async () => {
    if (!confirming) return;
    setRevoking(true);
    try {
      await onRevoke(confirming.id);
      setConfirming(null);
    } finally {
      setRevoking(false);
    }
  };
  return (
    <>
      <TableContainer>
        <Table aria-labelledby={labelledBy} size="small">
          <TableHead>
            <TableRow>
              <TableCell>Report</TableCell>
              {columns.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.id}>
                <TableCell component="th" scope="row">
                  <Link component={RouterLink} to={row.path}>
                    {row.title}
                  </Link>
                </TableCell>
                {row.values.map((value, index) => (
                  <TableCell key={columns[index]}>{value}</TableCell>
                ))}
                <TableCell>
                  {row.revocable && (
                    <Button size="small" color="error" onClick={() => setConfirming(row)} aria-label={`Revoke ${noun}: ${row.title}`}>
                      Revoke
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > LINKS_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={LINKS_PAGE_SIZE}
          rowsPerPageOptions={[LINKS_PAGE_SIZE]}
        />
      )}
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby={`${labelledBy}-revoke-title`}>
        <DialogTitle id={`${labelledBy}-revoke-title`}>Revoke this {noun}?</DialogTitle>
        <DialogContent>
          <DialogContentText>The link to “{confirming?.title}” will open nothing from now on. This cannot be undone.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => void revoke()} loading={revoking}>
            Revoke
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
