import { ModalDialog } from "#app/components/modal-dialog.tsx";
import { fileUrl } from "#app/lib/image-url.ts";
import { principalVideoStrings } from "#app/lib/strings/principal-video.ts";

const v = principalVideoStrings;

type Props = { open: boolean; onClose: () => void; videoPath: string | null };

/**
 * The principal's video in a popup: looping, autoplaying and muted (browsers
 * only autoplay muted video). The <video> exists only while open, so nothing
 * is downloaded until asked for, and closing stops it.
 */
export function PrincipalVideoDialog({ open, onClose, videoPath }: Props) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      titleId="principal-video-title"
      title={v.videoDialogTitle}
      closeLabel={v.closeVideo}
      className="video-dialog"
    >
      {open &&
        (videoPath ? (
          <video className="video-dialog__video" src={fileUrl(videoPath)} autoPlay loop muted playsInline controls />
        ) : (
          <p>{v.videoUnavailable}</p>
        ))}
    </ModalDialog>
  );
}
