import { spanish } from '../../i18n/define-messages';
import { authMessages } from './auth.messages';

export default spanish(authMessages, {
  loginTitle: 'Iniciar sesión | Portal de Socios',
  login: 'Iniciar sesión',
  email: 'Correo electrónico',
  password: 'Contraseña',
  register: 'Registrarse',
  forgotPasswordLink: '¿Olvidó su contraseña?',
  staffLabel: 'Personal del banco de alimentos',
  administratorLogin: 'Inicio de sesión para administradores',
  popupBlocked:
    'Se bloqueó la ventana de inicio de sesión. Permita las ventanas emergentes para este sitio e inténtelo de nuevo.',
  registerTitle: 'Registrarse | Portal de Socios',
  firstName: 'Nombre',
  lastName: 'Apellido',
  phone: 'Teléfono',
  phoneHint: '10 dígitos, por ejemplo, 123-456-7890',
  passwordHint: 'Al menos {min} caracteres, con una letra mayúscula',
  confirmPassword: 'Confirmar contraseña',
  alreadyHaveAccount: '¿Ya tiene una cuenta? <0>Iniciar sesión</0>',
  forgotPasswordTitle: 'Olvidé mi contraseña | Portal de Socios',
  forgotPassword: 'Olvidé mi contraseña',
  forgotPasswordIntro:
    'Ingrese el correo electrónico de su cuenta y le enviaremos un enlace para restablecer su contraseña.',
  sendResetLink: 'Enviar enlace para restablecer',
  backToLogin: 'Volver al inicio de sesión',
  checkEmailTitle: 'Revise su correo electrónico | Portal de Socios',
  checkEmail: 'Revise su correo electrónico',
  resetPasswordTitle: 'Restablecer contraseña | Portal de Socios',
  resetPassword: 'Restablecer contraseña',
  newPassword: 'Nueva contraseña',
  requestNewLink: 'Solicitar un nuevo enlace para restablecer la contraseña',
});
