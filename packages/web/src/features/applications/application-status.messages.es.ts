import { spanish } from '../../i18n/define-messages';
import { applicationStatusMessages } from './application-status.messages';

export default spanish(applicationStatusMessages, {
  principalSigns:
    'El director(a) de su escuela debe firmar la solicitud electrónicamente mediante el enlace que le enviamos por correo electrónico. La revisaremos una vez que esté firmada.',
  principalOrContactSigns:
    'El director(a) de su escuela o su contacto principal debe firmar la solicitud electrónicamente mediante el enlace que le enviamos por correo electrónico. La revisaremos una vez que esté firmada.',
  contactSigns:
    'Su contacto principal debe firmar la solicitud electrónicamente mediante el enlace que le enviamos por correo electrónico. La revisaremos una vez que esté firmada.',
  teamReviews: 'Nuestro equipo evaluará su solicitud y se comunicará con usted.',
});
