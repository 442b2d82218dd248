import { observer } from 'mobx-react-lite';
import { uploadAvatar, uploadCompanyLogo } from '@phuket/shared/api/account';
import { useMediaUrl } from '@phuket/shared/config';
import { useMessages } from '@phuket/shared/i18n';
import { accountMessages } from '../../common/messages';
import type { User } from '@phuket/shared/domain';
import { ImageSlot } from './ImageSlot';
import { Section } from './Section';
import { hasCompany } from './format';
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
  const t = useMessages(accountMessages);
  const company = hasCompany(user.role);
  return (
    <Section
      id="images"
      title={company ? t('images.title') : t('images.photo')}
      lead={company ? t('images.lead') : t('images.lead_buyer')}
    >
      <div className="image-slots">
        <ImageSlot
          title={t('images.photo')}
          chooseLabel={t('images.upload_photo')}
          currentUrl={mediaUrl(user.avatar_path)}
          placeholder={initial}
          shape="round"
          upload={uploadAvatar}
          onUser={onUser}
        />
        {company ? (
          <ImageSlot
            title={t('images.logo')}
            chooseLabel={t('images.upload_logo')}
            currentUrl={mediaUrl(user.company_logo_path)}
            placeholder={t('images.logo_placeholder')}
            shape="square"
            upload={uploadCompanyLogo}
            onUser={onUser}
          />
        ) : null}
      </div>
    </Section>
  );
});
