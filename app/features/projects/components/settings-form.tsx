import { MailWarning } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import { PrimaryColourSetting } from "./primary-colour-setting";
import { VisitorTextsSettings } from "./visitor-texts-settings";
import { ListboxField } from "~/ui/listbox-field";
import { ComboboxField } from "~/ui/combobox-field";
import { SITE_LANGUAGE_CHOICES, siteLanguageOf } from "~/lib/site-languages";
import { TextField } from "~/ui/text-field";
import { TextareaField } from "~/ui/textarea-field";
import { FaviconField, type FaviconChoice } from "./favicon-field";
import { TYPEFACE_PAIRING_IDS, TYPEFACE_PAIRINGS, typefacePairingOf, type TypefacePairing } from "~/lib/site-typography";
import type { FormFailure } from "~/lib/forms/form-result";
import type { ProjectScreen } from "../overview.server";
import { NAME_MAX_LENGTH } from "~/lib/name-limits";
import { FormBanner } from "~/ui/form-banner";
import { SubmitButton } from "~/ui/submit-button";
import { NO_MAIL_WARNING } from "../settings-texts";
import { CONTACT_ADDRESS_MAX_LENGTH, CONTACT_PHONE_MAX_LENGTH, MAX_SOCIAL_LINKS } from "../schema";
import { STALE_PROJECT_MESSAGE } from "../project-messages";

function SettingsCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 border-b border-neutral-100 px-5 py-6 last:border-b-0 md:grid-cols-3 md:gap-8 sm:px-6">
      <div>
        <h2 className="text-sm font-semibold text-neutral-900">{title}</h2>
        <p className="mt-1 text-sm text-neutral-600">{description}</p>
      </div>
      <div className="space-y-5 md:col-span-2">{children}</div>
    </section>
  );
}

/** Every setting of a project in one form, saved together. */
export function SettingsForm({ screen, faviconChoices, failure }: { screen: ProjectScreen; faviconChoices: readonly FaviconChoice[]; failure: FormFailure | undefined }) {
  const { project, pages, canEdit } = screen;
  const values = failure?.values;
  const errors = failure?.fieldErrors ?? {};
  const value = (field: string, stored: string | null) => values?.[field] ?? stored ?? "";
  // Refused as stale, the form keeps the version it sent even when the screen's data is loaded again
  // by another of its forms (a language added): what it shows was typed over someone else's change.
  const [staleVersion, setStaleVersion] = useState<string | null>(null);
  const refusedVersion = failure?.message === STALE_PROJECT_MESSAGE ? (values?.version ?? null) : null;
  if (refusedVersion !== null && refusedVersion !== staleVersion) setStaleVersion(refusedVersion);
  const typographyOptions = TYPEFACE_PAIRING_IDS.map((id) => {
    const { label, heading, body }: TypefacePairing = TYPEFACE_PAIRINGS[id];
    return { value: id, label, description: heading && body ? `Headings ${heading.family}, text ${body.family}` : "The visitor's own fonts; nothing to load" };
  });
  const homeOptions = pages.map((page) => ({ value: page.id, label: page.title, description: `/${page.slug}` }));
  const banner = failure && Object.keys(errors).length === 0 ? failure.message : undefined;
  return (
    <Form method="post" preventScrollReset noValidate className="rounded-xl border border-neutral-200 bg-white shadow-xs">
      <fieldset disabled={!canEdit} className="contents">
        <legend className="sr-only">Project settings</legend>
        {/* The version the screen was loaded with, so a language added on it (which moves the version
            and loads the screen again) does not make this form stale; after a stale refusal it stays
            the one sent, so a save made over someone else's change keeps being refused until the page is reloaded. */}
        <input type="hidden" name="version" value={staleVersion ?? refusedVersion ?? value("version", String(project.settingsVersion))} />
        {banner ? <FormBanner message={banner} className="m-5 sm:m-6" /> : null}
        <SettingsCard title="General" description="How the project is called here, the colour and typefaces its site is themed with, and the language it is written in.">
          <TextField label="Project name" name="name" defaultValue={value("name", project.name)} error={errors.name} maxLength={NAME_MAX_LENGTH} required />
          <PrimaryColourSetting
            defaultColour={value("primaryColor", project.primaryColor)}
            defaultExact={values ? values.isPrimaryExact === "on" : project.settings.isPrimaryExact === true}
            error={errors.primaryColor}
            disabled={!canEdit}
          />
          <ListboxField
            label="Typefaces"
            name="typography"
            options={typographyOptions}
            defaultValue={value("typography", typefacePairingOf(project.settings.typography))}
            error={errors.typography}
            description="For headings and text on the site; served by this site itself, no other site is asked."
            disabled={!canEdit}
          />
          <ComboboxField
            label="Language"
            name="language"
            options={SITE_LANGUAGE_CHOICES}
            defaultValue={value("language", siteLanguageOf(project.settings.language).tag)}
            error={errors.language}
            noMatch="No language by that name. Try its English name or code, such as French or fr."
            description="What the site is written in: screen readers speak it in this language, search engines file it under it, and right-to-left scripts are laid out right to left."
          />
          <ListboxField
            label="Home page"
            name="homePageId"
            options={homeOptions}
            defaultValue={value("homePageId", project.homePageId)}
            error={errors.homePageId}
            description={`Shown at ${screen.publicHost}/${project.id}.`}
            disabled={!canEdit}
          />
        </SettingsCard>
        <SettingsCard
          title="Texts visitors read"
          description="What the site's pages say besides your content: form labels and messages, menus' names for screen readers, the error and password pages. They follow the site's language; you may word any of them your way."
        >
          <VisitorTextsSettings language={siteLanguageOf(project.settings.language).tag} stored={project.settings.visitorTexts} values={values} errors={errors} />
        </SettingsCard>
        <SettingsCard title="Contact details" description="How visitors reach you. New sections (header, footer, contact, buttons) start with them; sections already on a page keep what they show.">
          <TextField
            label="Contact email"
            name="contactEmail"
            type="email"
            autoComplete="email"
            defaultValue={value("contactEmail", project.settings.contactEmail)}
            error={errors.contactEmail}
            description="Shown to visitors; leads still go where the Leads setting says."
          />
          <TextField label="Phone" name="contactPhone" type="tel" autoComplete="tel" defaultValue={value("contactPhone", project.settings.contactPhone)} error={errors.contactPhone} maxLength={CONTACT_PHONE_MAX_LENGTH} />
          <TextField label="Address" name="contactAddress" autoComplete="street-address" defaultValue={value("contactAddress", project.settings.contactAddress)} error={errors.contactAddress} maxLength={CONTACT_ADDRESS_MAX_LENGTH} />
          <TextareaField
            label="Social links"
            name="socialLinks"
            defaultValue={value("socialLinks", project.settings.socialLinks.join("\n"))}
            error={errors.socialLinks}
            rows={3}
            description={`One full address per line, such as https://instagram.com/yourname; up to ${MAX_SOCIAL_LINKS}.`}
          />
        </SettingsCard>
        <SettingsCard title="Search engines" description="Defaults for pages that have no title or description of their own, and the site's icon.">
          <TextField
            label="Default SEO title"
            name="seoTitle"
            defaultValue={value("seoTitle", project.settings.seoTitle)}
            error={errors.seoTitle}
            maxLength={70}
            description="Up to 70 characters."
          />
          <TextareaField
            label="Default SEO description"
            name="seoDescription"
            defaultValue={value("seoDescription", project.settings.seoDescription)}
            error={errors.seoDescription}
            maxLength={300}
            rows={3}
            description="Up to 300 characters; search engines show about 155."
          />
          <FaviconField
            projectId={project.id}
            choices={faviconChoices}
            defaultValue={value("faviconAssetId", project.settings.faviconAssetId)}
            error={errors.faviconAssetId}
            disabled={!canEdit}
          />
        </SettingsCard>
        <SettingsCard title="Leads" description="Where we tell you about new contact form entries.">
          <TextField
            label="Lead notification email"
            name="leadNotificationEmail"
            type="email"
            autoComplete="email"
            defaultValue={value("leadNotificationEmail", project.settings.leadNotificationEmail)}
            error={errors.leadNotificationEmail}
            description="Leave empty to only collect leads in the inbox."
          />
          {screen.mailConfigured ? null : (
            <p role="note" className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>{NO_MAIL_WARNING}</span>
            </p>
          )}
        </SettingsCard>
        {canEdit ? (
          <div className="flex flex-wrap items-center justify-end gap-3 rounded-b-xl border-t border-neutral-200 bg-neutral-50 px-5 py-3 sm:px-6">
            {/* docs/product.md#publishing: settings reach visitors only with a publish. */}
            <p className="mr-auto text-sm text-neutral-600" data-testid="settings-publish-note">
              The editor&rsquo;s preview shows saved settings at once; visitors see them after you publish.
            </p>
            <SubmitButton intent="save-settings" pendingLabel="Saving…">
              Save settings
            </SubmitButton>
          </div>
        ) : null}
      </fieldset>
    </Form>
  );
}
