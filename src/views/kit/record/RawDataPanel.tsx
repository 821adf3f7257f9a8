import toast from '../ui/toast';
import { Button } from '../ui/Button';
import { Panel } from '../ui/Panel';

/** activity/raw-data: the record as the API returns it, pretty-printed, with a copy button for support tickets. */
export const RawDataPanel = ({ record }: { record: unknown }) => {
  const json = JSON.stringify(record, null, 2);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      toast.success('JSON copied.');
    } catch {
      toast.error('The browser did not allow copying. Select the text and copy it instead.');
    }
  };
  return (
    <Panel title="Raw data" actions={<Button onClick={copy}>Copy JSON</Button>}>
      <pre className="code-block">{json}</pre>
    </Panel>
  );
};
