import { BIO_MAX_LENGTH, hackerProfileFieldsSchema, type HackerProfile } from '@bb/domain';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EditActions, PreviewField, ProfileCard } from '../../../components/profile-card.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { uploadUrl } from '../../../lib/uploads.ts';
import { useOwnProfile } from '../api/own-profile.ts';
import { useUpdateOwnProfile } from '../api/update-own-profile.ts';
import { CvField } from './cv-field.tsx';
import { QueryState } from './query-state.tsx';
import { SkillsField } from './skills-field.tsx';

const URL_LINKS = ['website', 'linkedin', 'twitter', 'github'] as const;
const LINKS = ['website', 'linkedin', 'twitter', 'discord', 'github'] as const;

/** The tab's form keeps the chosen CV's name to show it; the API gets the upload id only. */
const profileFormSchema = hackerProfileFieldsSchema.extend({
  cv: z
    .object({ id: z.uuid(), fileName: z.string() })
    .nullable()
    .transform((cv) => cv?.id ?? null),
});
type ProfileFormInput = z.input<typeof profileFormSchema>;

function formValuesOf(profile: HackerProfile): ProfileFormInput {
  return {
    profileDescription: profile.profileDescription ?? '',
    skills: profile.skills,
    cv: profile.cv ? { id: profile.cv.id, fileName: profile.cv.fileName } : null,
    website: profile.website ?? '',
    linkedin: profile.linkedin ?? '',
    twitter: profile.twitter ?? '',
    discord: profile.discord ?? '',
    github: profile.github ?? '',
  };
}

function BioCounter({ length }: { length: number }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" ta="right">
      {t('hackerAccount.profile.bio.counter', { count: length, max: BIO_MAX_LENGTH })}
    </Text>
  );
}

function ProfileForm({ profile, onDone }: { profile: HackerProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateOwnProfile();
  const { form, fieldError, onError } = useAppForm(profileFormSchema, { defaultValues: formValuesOf(profile) });
  const bio = useWatch({ control: form.control, name: 'profileDescription' });
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('hackerAccount.profile.updated'));
        onDone();
      },
      onError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Textarea
            {...form.register('profileDescription')}
            label={t('hackerAccount.profile.bio.label')}
            description={t('hackerAccount.profile.bio.hint')}
            autosize
            minRows={4}
            maxRows={12}
            maxLength={BIO_MAX_LENGTH}
            error={fieldError('profileDescription')}
          />
          <BioCounter length={bio?.length ?? 0} />
        </div>
        <SkillsField control={form.control} name="skills" error={fieldError('skills')} />
        <Controller
          control={form.control}
          name="cv"
          render={({ field }) => <CvField value={field.value} onChange={field.onChange} error={fieldError('cv')} />}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {URL_LINKS.map((link) => (
            <TextInput
              key={link}
              {...form.register(link)}
              type="url"
              inputMode="url"
              label={t(`hackerAccount.profile.links.${link}`)}
              placeholder={t(`hackerAccount.profile.links.${link}Placeholder`)}
              error={fieldError(link)}
            />
          ))}
          <TextInput
            {...form.register('discord')}
            label={t('hackerAccount.profile.links.discord')}
            placeholder={t('hackerAccount.profile.links.discordPlaceholder')}
            autoCapitalize="none"
            spellCheck={false}
            error={fieldError('discord')}
          />
        </SimpleGrid>
        <EditActions onCancel={onDone} loading={update.isPending} />
      </Stack>
    </form>
  );
}

function LinksPreview({ profile }: { profile: HackerProfile }) {
  const { t } = useTranslation();
  const present = LINKS.filter((link) => profile[link]);
  if (present.length === 0) return <>{t('hackerAccount.profile.links.empty')}</>;
  return (
    <Stack gap={4}>
      {present.map((link) => {
        const value = profile[link] ?? '';
        const label = t(`hackerAccount.profile.links.${link}`);
        return link === 'discord' ? (
          <Text key={link} size="sm">
            {label}: {value}
          </Text>
        ) : (
          <Anchor key={link} href={value} target="_blank" rel="noopener noreferrer" size="sm">
            {label}: {value}
          </Anchor>
        );
      })}
    </Stack>
  );
}

function ProfilePreview({ profile }: { profile: HackerProfile }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PreviewField label={t('hackerAccount.profile.bio.label')}>
        {profile.profileDescription ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {profile.profileDescription}
          </Text>
        ) : (
          t('hackerAccount.profile.bio.empty')
        )}
      </PreviewField>
      <PreviewField label={t('hackerAccount.profile.skills.label')}>
        {profile.skills.length > 0 ? (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {profile.skills.map((skill) => (
              <Badge key={skill} component="li" variant="light" tt="none">
                {skill}
              </Badge>
            ))}
          </Group>
        ) : (
          t('hackerAccount.profile.skills.empty')
        )}
      </PreviewField>
      <PreviewField label={t('hackerAccount.profile.cv.label')}>
        {profile.cv ? (
          <Anchor href={uploadUrl(profile.cv.id)} target="_blank" rel="noopener noreferrer" size="sm">
            {profile.cv.fileName}
          </Anchor>
        ) : (
          t('hackerAccount.profile.cv.empty')
        )}
      </PreviewField>
      <PreviewField label={t('hackerAccount.profile.links.title')}>
        <LinksPreview profile={profile} />
      </PreviewField>
    </Stack>
  );
}

function PublicProfileCard({ profile }: { profile: HackerProfile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <ProfileCard
      title={t('hackerAccount.profile.title')}
      description={t('hackerAccount.profile.description')}
      editing={editing}
      onEdit={() => setEditing(true)}
      canEdit
    >
      {editing ? <ProfileForm profile={profile} onDone={() => setEditing(false)} /> : <ProfilePreview profile={profile} />}
    </ProfileCard>
  );
}

/** The Profile tab: bio, skills, CV and links, what companies and staff see of the hacker. */
export function HackerProfilePanel() {
  const profile = useOwnProfile();
  return <QueryState query={profile}>{(data) => <PublicProfileCard profile={data} />}</QueryState>;
}
