import { toast } from 'react-toastify';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { CUSTOMER_ADMIN_MSG as M } from '../../../shared/messages/customerAdmin';
import type { CustomerFilters } from '../../../shared/types/customerAdmin';
import { errorMessage } from '../../app/api';
import { useExportCustomersCsvMutation } from './customerAdminApi';

/**
 * 'Xuất CSV': downloads the current filtered view. The file is fetched through RTK Query (so
 * the bearer token and the refresh-on-401 apply), then saved through a temporary object URL.
 */
export function ExportCsvButton({ filters }: { filters: CustomerFilters }) {
  const [exportCsv, { isLoading }] = useExportCustomersCsvMutation();

  const download = async () => {
    const res = await exportCsv(filters);
    if ('error' in res) {
      toast.error(`${M.exportFailed}: ${errorMessage(res.error)}`);
      return;
    }
    const a = document.createElement('a');
    a.href = res.data.url;
    a.download = res.data.fileName;
    document.body.appendChild(a);
    a.click();
    a.remove();
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(res.data.url), 0);
  };

  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={isLoading}>
      {M.exportCsv}
    </Button>
  );
}
