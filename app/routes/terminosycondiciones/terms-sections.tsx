import type { ReactNode } from 'react'
import { useOperator } from '~/utils/use-root-data'

function OperatorEmailLink() {
  const { email } = useOperator()
  return <a href={`mailto:${email}`}>{email}</a>
}

export const emailLink = <OperatorEmailLink />

/** The index and the body are rendered from this one list, so the anchors cannot drift. */
export const SECTIONS: { id: string; title: string; body: ReactNode }[] = [
  {
    id: 'objeto',
    title: 'Objeto',
    body: (
      <>
        <p>
          Estos Términos y Condiciones regulan el acceso y el uso del sitio web de RedObra y de todos sus servicios (en adelante, «la
          Plataforma»). RedObra es un mercado y directorio en línea que reúne a proveedores de la construcción (empresas, profesionales,
          oficios, corralones y comercios de materiales) con constructores y clientes de la Ciudad Autónoma de Buenos Aires (CABA) y del
          Gran Buenos Aires (GBA).
        </p>
        <p>
          A través de la Plataforma podés buscar proveedores por rubro, ver sus servicios y proyectos realizados, guardar favoritos, dejar
          reseñas, ofrecer materiales, publicar tus propios proyectos y servicios y, con el plan premium, publicar cotizaciones. Hay un plan
          gratuito y un plan premium con más prestaciones.
        </p>
        <p>Al usar la Plataforma aceptás estos términos. Si no estás de acuerdo con ellos, te pedimos que no la uses.</p>
      </>
    ),
  },
  {
    id: 'registro',
    title: 'Registro de usuarios',
    body: (
      <>
        <p>
          Para publicar contenidos, guardar favoritos o dejar reseñas tenés que crear una cuenta, como constructor o como proveedor. Para
          registrarte tenés que ser mayor de 18 años y tener capacidad legal para contratar; si registrás una empresa, declarás que tenés
          facultades para representarla.
        </p>
        <ul>
          <li>
            Los datos que cargues (nombre o razón social, CUIT, teléfono, correo electrónico y zona de trabajo) tienen que ser verdaderos,
            completos y estar actualizados.
          </li>
          <li>Tenés que confirmar tu correo electrónico con el enlace que te enviamos al registrarte.</li>
          <li>
            Tu contraseña es personal: no la compartas. Sos responsable de toda la actividad que se realice desde tu cuenta y tenés que
            avisarnos enseguida si sospechás un uso no autorizado.
          </li>
          <li>No se permite crear varias cuentas para eludir los límites del plan gratuito o una suspensión.</li>
        </ul>
        <p>
          El plan gratuito tiene límites de uso (por ejemplo, en la cantidad de favoritos o de rubros en los que podés publicar). El plan
          premium puede ofrecerse sin costo durante un período de lanzamiento; antes de cobrar cualquier importe te informaremos el precio,
          la forma de pago y las condiciones, y solo se cobrará si lo aceptás.
        </p>
      </>
    ),
  },
  {
    id: 'publicacion-de-contenidos',
    title: 'Publicación de contenidos',
    body: (
      <>
        <p>
          Los usuarios pueden publicar su perfil, servicios, materiales con precio, proyectos con fotos, cotizaciones y reseñas con
          calificación sobre los proveedores con los que trabajaron. Quien publica un contenido es el único responsable de él.
        </p>
        <ul>
          <li>
            La información tiene que ser veraz y no inducir a error. Los precios se expresan en pesos argentinos, son de referencia y tienen
            que aclarar si incluyen impuestos, flete o mano de obra.
          </li>
          <li>
            Solo podés subir fotos e imágenes propias o sobre las que tengas autorización, y que no muestren datos personales de terceros
            sin su consentimiento.
          </li>
          <li>
            Las reseñas tienen que basarse en una experiencia real, sin insultos, discriminación ni datos personales. No se permite reseñar
            tu propio negocio ni el de la competencia.
          </li>
          <li>
            No se permite publicar contenidos ilegales, ofensivos, engañosos, publicidad ajena a la construcción ni material que infrinja
            derechos de terceros.
          </li>
        </ul>
        <p>
          RedObra no revisa los contenidos antes de su publicación, pero puede editar su formato, ocultarlos o eliminarlos cuando incumplan
          estos términos o reciba una denuncia fundada.
        </p>
      </>
    ),
  },
  {
    id: 'uso-de-la-plataforma',
    title: 'Uso de la plataforma',
    body: (
      <>
        <p>Te comprometés a usar la Plataforma de buena fe y de acuerdo con la ley. En particular, no está permitido:</p>
        <ul>
          <li>hacerte pasar por otra persona o empresa, o crear cuentas con datos falsos;</li>
          <li>
            usar los datos de contacto de otros usuarios para fines ajenos a una consulta o una contratación, o enviar mensajes no
            solicitados (spam);
          </li>
          <li>copiar el contenido de la Plataforma de forma masiva o automatizada, o acceder a ella con robots sin autorización;</li>
          <li>intentar acceder a cuentas ajenas, vulnerar la seguridad del sitio o subir archivos con software malicioso;</li>
          <li>manipular calificaciones, reseñas o resultados de búsqueda.</li>
        </ul>
        <p>
          Los proveedores son responsables de contar con las habilitaciones, matrículas profesionales, seguros y registros que exija la
          normativa vigente para los trabajos que ofrecen, y de cumplir con la Ley 24.240 de Defensa del Consumidor cuando contraten con
          consumidores.
        </p>
      </>
    ),
  },
  {
    id: 'limitacion-de-responsabilidad',
    title: 'Limitación de responsabilidad',
    body: (
      <>
        <p>
          RedObra no es una empresa constructora ni presta servicios de construcción, y no actúa como intermediaria en los contratos entre
          usuarios. Los presupuestos, contratos, pagos y obras se acuerdan directamente entre el constructor o cliente y el proveedor, que
          son las únicas partes de esa relación.
        </p>
        <p>
          Por eso, RedObra no garantiza la calidad, la seguridad ni los plazos de las obras, ni los precios publicados, ni el pago de los
          trabajos o materiales, ni la solvencia, la idoneidad o las habilitaciones de los proveedores. Las reseñas reflejan la opinión de
          quien las escribe.
        </p>
        <p>
          Antes de contratar, te recomendamos pedir un presupuesto por escrito, verificar matrículas y seguros, y consultar referencias de
          trabajos anteriores.
        </p>
        <p>
          Trabajamos para que la Plataforma esté disponible y funcione bien, pero no podemos asegurar que no tenga interrupciones o errores.
          En la medida en que la ley lo permita, RedObra no responde por daños derivados de los contratos entre usuarios ni de la falta de
          disponibilidad del sitio.
        </p>
      </>
    ),
  },
  {
    id: 'propiedad-intelectual',
    title: 'Propiedad intelectual',
    body: (
      <>
        <p>
          La marca RedObra, su logotipo, el diseño del sitio, la clasificación de rubros, los textos propios y el software de la Plataforma
          pertenecen a RedObra y están protegidos por la Ley 11.723 de Propiedad Intelectual y por la normativa de marcas. No podés
          copiarlos, modificarlos ni usarlos con fines comerciales sin autorización escrita.
        </p>
        <p>
          Los contenidos que publicás siguen siendo tuyos. Al publicarlos, le otorgás a RedObra una licencia gratuita y no exclusiva para
          mostrarlos, adaptarlos al formato del sitio y difundirlos dentro de la Plataforma mientras estén publicados.
        </p>
        <p>Si creés que un contenido infringe tus derechos, escribinos a {emailLink} y lo revisaremos.</p>
      </>
    ),
  },
  {
    id: 'privacidad-y-datos-personales',
    title: 'Privacidad y datos personales',
    body: (
      <>
        <p>
          RedObra trata tus datos personales de acuerdo con la Ley 25.326 de Protección de los Datos Personales y su normativa
          complementaria. Usamos los datos de tu cuenta para prestarte el servicio: crear y administrar tu perfil, mostrar a otros usuarios
          la información pública que publiques, permitir el contacto entre usuarios y enviarte correos sobre tu cuenta, como la confirmación
          del registro o el cambio de contraseña.
        </p>
        <p>
          No vendemos tus datos. Aplicamos medidas de seguridad razonables para protegerlos. Usamos cookies propias para mantener tu sesión
          iniciada y mostrarte avisos del sitio, y una herramienta de estadísticas para saber, en forma agregada, cómo se usa la Plataforma.
        </p>
        <p>
          Como titular de los datos, tenés derecho a acceder a ellos en forma gratuita a intervalos no inferiores a seis meses, salvo que
          acredites un interés legítimo, y a pedir su rectificación, actualización o supresión. Para ejercer estos derechos, escribinos a{' '}
          {emailLink}.
        </p>
        <p>
          La Agencia de Acceso a la Información Pública, en su carácter de órgano de control de la Ley 25.326, tiene la atribución de
          atender las denuncias y reclamos que presenten quienes resulten afectados en sus derechos por incumplimiento de las normas
          vigentes en materia de protección de datos personales.
        </p>
      </>
    ),
  },
  {
    id: 'modificaciones',
    title: 'Modificaciones',
    body: (
      <>
        <p>
          RedObra puede modificar estos términos para adaptarlos a cambios en la Plataforma o en la normativa. La versión vigente es siempre
          la publicada en esta página, con su fecha de última actualización.
        </p>
        <p>
          Si los cambios son importantes, te avisaremos por correo electrónico o con un aviso en la Plataforma antes de que entren en
          vigencia. Si seguís usando la Plataforma después de esa fecha, se entiende que aceptás la nueva versión; si no estás de acuerdo,
          podés eliminar tu cuenta.
        </p>
      </>
    ),
  },
  {
    id: 'suspension-o-baja',
    title: 'Suspensión o baja',
    body: (
      <>
        <p>
          Podés eliminar tu cuenta cuando quieras desde tu perfil. Al hacerlo se dan de baja tu perfil y tus publicaciones, y, si lo tenías,
          tu plan premium. Podemos conservar la información mínima que la ley nos obligue a guardar.
        </p>
        <p>
          RedObra puede suspender o dar de baja cuentas, y eliminar sus contenidos, cuando incumplan estos términos, cuando existan indicios
          de fraude o de uso indebido, o cuando lo ordene una autoridad competente. Siempre que sea posible, te avisaremos por correo
          electrónico indicando el motivo.
        </p>
      </>
    ),
  },
  {
    id: 'ley-aplicable-y-jurisdiccion',
    title: 'Ley aplicable y jurisdicción',
    body: (
      <>
        <p>Estos términos se rigen por las leyes de la República Argentina.</p>
        <p>
          Ante cualquier controversia sobre su interpretación o cumplimiento, te invitamos a escribirnos primero para buscar una solución.
          Si no hay acuerdo, serán competentes los tribunales ordinarios de la Ciudad Autónoma de Buenos Aires, sin perjuicio de los
          derechos que la normativa de defensa del consumidor les reconoce a los usuarios que sean consumidores.
        </p>
      </>
    ),
  },
  {
    id: 'aceptacion',
    title: 'Aceptación',
    body: (
      <>
        <p>
          Al registrarte, hacer clic en «Aceptar» o marcar la casilla de aceptación en el formulario de registro, declarás que leíste,
          entendiste y aceptás estos Términos y Condiciones en su totalidad.
        </p>
        <p>Quienes navegan la Plataforma sin registrarse también aceptan estos términos en lo que les resulte aplicable.</p>
      </>
    ),
  },
]
