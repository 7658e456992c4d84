/**
 * Each sector's line on the home page, /categorias and its own page. Apart from the taxonomy,
 * which the hydrated workspace pages carry to the browser and which never shows these.
 */
export const SECTOR_DESCRIPTIONS: Record<string, string> = {
  preliminares: 'Todo lo que necesitás antes de empezar: preparación del terreno, servicios iniciales y empresas constructoras.',
  'movimientos-suelo': 'Excavación, nivelación, compactación y transporte de tierra para dejar listo tu terreno.',
  fundaciones: 'Bases, plateas, pilotes y trabajos de suelo estructural que llevan las cargas de tu obra al terreno.',
  mamposteria: 'Corralones, ladrillos, bloques, tabiques y construcción en seco para levantar tus paredes.',
  estructura: 'Hormigón elaborado, hierro, encofrados y apuntalamiento para el esqueleto de tu obra.',
  cubiertas: 'Techistas, chapas, membranas y cubiertas especiales para proteger tu obra del agua, el calor y el ruido.',
  instalaciones: 'Electricidad, agua, gas, cloacas y telecomunicaciones: encontrá instaladores para cada servicio de tu obra.',
  'carpinteria-herreria': 'Muebles a medida, aberturas, puertas, portones y estructuras metálicas hechos para tu obra.',
  terminaciones: 'Pintura, revestimientos, pisos, cerámicos y decoración para dejar tu obra lista para usar.',
  climatizacion: 'Climatización, calderas, radiadores, equipos split y sistemas centrales: instalación y service.',
  'servicios-especiales': 'Ascensores, seguridad, piletas, asesoramiento financiero, paisajismo y gestión de tu obra.',
  vial: 'Obras viales, pavimentos, asfalto y señalización para calles, veredas y accesos.',
}
