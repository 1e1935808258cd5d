import { ModalDialog } from "#app/components/modal-dialog.tsx";
import { fileUrl } from "#app/lib/image-url.ts";
import { principalVideoStrings } from "#app/lib/strings/principal-video.ts";

const v = principalVideoStrings;

export const principalVideoDialogId = "principal-video";

/**
 * The principal's video in a popup: looping, autoplaying and muted (browsers
 * only autoplay muted video). The <video> is in a <template>: the dialogs
 * island puts it in when the popup opens and takes it out when it closes, so
 * nothing is downloaded until asked for, and closing stops it.
 */
export function PrincipalVideoDialog({ videoPath }: { videoPath: string | null }) {
  return (
    <ModalDialog
      id={principalVideoDialogId}
      titleId="principal-video-title"
      title={v.videoDialogTitle}
      closeLabel={v.closeVideo}
      className="video-dialog"
    >
      <template>
        {videoPath ? (
          <video className="video-dialog__video" src={fileUrl(videoPath)} autoPlay loop muted playsInline controls />
        ) : (
          <p>{v.videoUnavailable}</p>
        )}
      </template>
    </ModalDialog>
  );
}
