import { CONTACT_DATE_MAX_DAYS_AHEAD, romeDayOf, type ContactRequestKind } from '@bb/domain';
import { contactDateBounds, ContactFormFields } from './contact-form-fields.tsx';

/**
 * Where the contact-form island mounts (islands/contact-form.tsx): the server renders the same form statically, its
 * submit disabled until the island binds it, so the page does not move when the script arrives.
 */
export function ContactFormIsland({ kind }: { kind: ContactRequestKind }) {
  return (
    <div data-island="contact-form" data-kind={kind}>
      <ContactFormFields kind={kind} dateBounds={contactDateBounds(romeDayOf(new Date()), CONTACT_DATE_MAX_DAYS_AHEAD)} />
    </div>
  );
}
