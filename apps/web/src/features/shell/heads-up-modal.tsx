import type { InfoNotice } from '@catering/domain';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/** The "HEADS UP" modal: a restaurant's info posts one under the other, and OKAY. */
export function HeadsUpModal({ posts, onOkay }: { posts: InfoNotice[]; onOkay: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onOkay();
      }}
      title="HEADS UP"
      align="left"
      footer={
        <Button variant="primary" size="lg" className="min-w-40" onClick={onOkay}>
          OKAY
        </Button>
      }
    >
      <ul className="mt-4 space-y-4">
        {posts.map((post) => (
          <li key={`${post.Title}\n${post.Message}`}>
            <h3 className="text-xl font-bold text-verde-800">{post.Title}</h3>
            <p className="mt-1 text-ink">{post.Message}</p>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
