import { observer } from 'mobx-react-lite';
import { uploadAvatar, uploadCompanyLogo } from '@phuket/shared/api/account';
import { useMediaUrl } from '@phuket/shared/config';
import type { User } from '@phuket/shared/domain';
import { ImageSlot } from './ImageSlot';
import { Section } from './Section';
import type { UserListener } from './user-deps';

export const ImagesSection = observer(function ImagesSection({
  user,
  initial,
  onUser,
}: {
  user: User;
  initial: string;
  onUser: UserListener;
}) {
  const mediaUrl = useMediaUrl();
  return (
    <Section
      id="images"
      title="Photo and company logo"
      lead="Your photo appears in the header and on your agent page; the logo on your listings."
    >
      <div className="image-slots">
        <ImageSlot
          title="Profile photo"
          chooseLabel="Upload photo"
          currentUrl={mediaUrl(user.avatar_path)}
          placeholder={initial}
          shape="round"
          upload={uploadAvatar}
          onUser={onUser}
        />
        <ImageSlot
          title="Company logo"
          chooseLabel="Upload logo"
          currentUrl={mediaUrl(user.company_logo_path)}
          placeholder="Logo"
          shape="square"
          upload={uploadCompanyLogo}
          onUser={onUser}
        />
      </div>
    </Section>
  );
});
