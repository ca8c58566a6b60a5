// The data behind a chart as a table: visually hidden by default so screen-reader users get the
// numbers the drawing shows; the response-table chart shows the same table on screen.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '../../a11y/visuallyHidden';
import { rowLabel, valueCells, valueColumns, type ChartDataModel } from './chartData';

export function ChartDataTable({ model, caption, visible = false }: { model: ChartDataModel; caption: string; visible?: boolean }) {
  const columns = valueColumns(model);
  return (
    <Table size="small" sx={visible ? { my: 1 } : visuallyHidden}>
      <caption style={visible ? { captionSide: 'top', textAlign: 'left', padding: 0 } : undefined}>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Category
          </TableCell>
          {columns.map((column) => (
            <TableCell key={column} component="th" scope="col" align="right">
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {model.rows.map((row, index) => (
          <TableRow key={index}>
            <TableCell component="th" scope="row">
              {rowLabel(row, index)}
            </TableCell>
            {valueCells(model, row).map((cell, cellIndex) => (
              <TableCell key={cellIndex} align="right">
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
