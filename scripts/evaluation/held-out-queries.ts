import {
  autoParts,
  casa,
  dental,
  foodBank,
  gazette,
  landscaping,
  onboarding,
  pottery,
  realty,
  solar,
  type LabelledQuery,
} from "./match-queries";

/**
 * Held-out matcher queries: requests the first set (match-queries.ts) does not contain, in Spanish (as
 * Arizona business owners type it, often without accents), in English with realistic typos, and in
 * English worded differently from the first set (other words for the same needs). Each lists the seed
 * projects (schema/seed/projects.ts) a person reading the portfolio would expect, best first, all equally
 * fitting ones included. Labelled from the seed portfolio alone before the matcher was tuned, without
 * running it, and never used to tune it.
 */
export const heldOutQueries: LabelledQuery[] = [
  // Spanish
  {
    requirements: "Quiero que mis pacientes saquen cita en linea y les llegue un recordatorio antes",
    interests: "consultorio",
    expected: [dental],
  },
  {
    requirements: "pagina para mi taqueria donde la gente pida para llevar y pague antes de recoger",
    interests: "",
    expected: [casa],
  },
  {
    requirements: "Necesito una tienda en linea para vender mis artesanias de barro",
    interests: "",
    expected: [pottery],
  },
  {
    requirements: "Calculadora de precios para mi negocio de jardineria, que el cliente vea cuanto le va a costar",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements: "Llevamos el inventario de refacciones en papel y siempre vendemos piezas que ya no tenemos",
    interests: "inventario",
    expected: [autoParts],
  },
  {
    requirements: "Nuestro sitio de noticias se cae cuando hay mucho tráfico",
    interests: "servidor",
    expected: [gazette],
  },
  {
    requirements: "Automatizar las cuentas de los empleados nuevos en Active Directory con PowerShell",
    interests: "",
    expected: [onboarding, foodBank],
  },
  {
    requirements:
      "Somos una organizacion sin fines de lucro y necesitamos que alguien revise nuestra tecnologia y nos haga un plan",
    interests: "consultoria",
    expected: [foodBank],
  },
  {
    requirements: "Sitio web para una inmobiliaria con mapa de las casas en venta",
    interests: "bienes raices",
    expected: [realty],
  },
  {
    requirements: "un tablero para ver en que va cada instalacion y si ya salieron los permisos de la ciudad",
    interests: "",
    expected: [solar],
  },
  {
    requirements: "Formulario en línea para que los pacientes nuevos llenen sus datos antes de la primera consulta",
    interests: "",
    expected: [dental],
  },
  {
    requirements: "quiero que mi pagina cargue rapido en el celular, ahorita tarda mucho",
    interests: "velocidad",
    expected: [realty, gazette],
  },
  {
    requirements: "certificado SSL y que el servidor aguante cuando entra mucha gente",
    interests: "",
    expected: [gazette],
  },

  // English with typos
  { requirements: "apointment booking for my physical therapy clinc", interests: "", expected: [dental] },
  {
    requirements: "ecomerce site to sell candles with shiping rates by weight",
    interests: "online store",
    expected: [pottery],
  },
  { requirements: "dashbord for our installers to track jobs and permits", interests: "", expected: [solar] },
  {
    requirements: "our wordpres site is a mess and nobody knows how to update it, need an IT assesment",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements: "inventroy system with a barcode scaner for our hardware store",
    interests: "",
    expected: [autoParts],
  },
  { requirements: "resturant online odering with pickup times", interests: "", expected: [casa] },
  { requirements: "migrate from apache to ngnix, our site keeps going donw", interests: "", expected: [gazette] },
  { requirements: "powershel script to setup new employes accounts", interests: "windows", expected: [onboarding] },
  { requirements: "real estate listing website with a map serch", interests: "", expected: [realty] },
  { requirements: "landscapng estimate calculater for my website", interests: "", expected: [landscaping] },

  // English, other words for the same needs
  {
    requirements: "Clients reserve a slot online and pay up front so we're never overbooked",
    interests: "",
    expected: [casa, dental],
  },
  { requirements: "Our site crawls on weekends when traffic goes up", interests: "", expected: [gazette, realty] },
  {
    requirements: "Customers keep calling to ask what a job will cost; we want them to price it themselves",
    interests: "",
    expected: [landscaping],
  },
  {
    requirements: "Stop the kitchen from getting orders wrong over the phone",
    interests: "",
    expected: [casa],
  },
  {
    requirements: "Patients forget their visits; we want automatic texts and emails the day before",
    interests: "",
    expected: [dental],
  },
  {
    requirements: "One screen that pulls together our CRM export, the county permit portal and inverter data",
    interests: "",
    expected: [solar],
  },
  {
    requirements: "Revoke a departing staffer's logins and shared drive access automatically",
    interests: "IT",
    expected: [onboarding],
  },
  {
    requirements: "Our board needs a plain-language plan for replacing old laptops and the server in our closet",
    interests: "",
    expected: [foodBank],
  },
  {
    requirements: "Let our agents post their own listings and photos without calling a developer",
    interests: "",
    expected: [realty],
  },
  {
    requirements: "Flat-rate shipping is eating our margins on the heavy items we sell online",
    interests: "",
    expected: [pottery],
  },
  {
    requirements: "A stock system for our counter that runs on old PCs even when the internet is flaky",
    interests: "",
    expected: [autoParts],
  },
  {
    requirements: "Let's Encrypt certificates, security headers and rate limiting for our site",
    interests: "",
    expected: [gazette],
  },
  {
    requirements: "New staff spend their first week without access to the folders they need",
    interests: "",
    expected: [onboarding],
  },
  { requirements: "Laravel and MySQL web app", interests: "PHP", expected: [dental, realty] },
  {
    requirements: "A crew schedule the office and field staff share, readable on a phone in bright sun",
    interests: "",
    expected: [solar],
  },
];
