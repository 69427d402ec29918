import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { EXPORT_MY_DATA_URL } from '../api/export-my-data';

/**
 * 'Download my data': a plain link the browser downloads (the server streams the JSON file as an
 * attachment), so a large account never has to fit in the page's memory.
 */
export function DownloadDataButton() {
  return (
    <a href={EXPORT_MY_DATA_URL} download className={buttonClasses({ variant: 'outline' })}>
      <Download aria-hidden="true" />
      Download my data
    </a>
  );
}
