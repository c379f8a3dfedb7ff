extension ReportStrings {
  /// English sentences of the "Tomorrow" tiles and chart.
  static let forecastEnglish: [Phrase: String] = [
    .tomorrowTiles: "To prep for {date}",
    .tomorrowAll: "All styles",
    .tomorrowDetail: "{low}–{high} on 8 days in 10 · usually within ±{percent}",
    .tomorrowDetailNoAccuracy: "{low}–{high} on 8 days in 10",
    .tomorrowNoHistory: "Too little history to forecast",
    .tomorrowTitle: "Forecast for {date}, and how the forecast did over 8 weeks",
    .tomorrowSummaryBetter:
      "Expect {count} pancakes on {date} ({low}–{high} on 8 days in 10); over the last 8 weeks the forecast was usually within ±{percent}, with {change} less error than the same weekday a week before.",
    .tomorrowSummaryWorse:
      "Expect {count} pancakes on {date} ({low}–{high} on 8 days in 10); over the last 8 weeks the forecast was usually within ±{percent}, with {change} more error than the same weekday a week before.",
    .tomorrowSummaryNone:
      "There is too little history to forecast {date}: a forecast needs 4 earlier days open on the same weekday.",
    .forecastSoldSeries: "Sold",
    .forecastSaidSeries: "Forecast the day before",
    .forecastBandSeries: "80% range",
    .forecastPoint: "Forecast for {date}",
    .unitsAxis: "Pancakes",
    .forecastNote:
      "Each day was forecast from the days before it only. With several trucks, the lines and the range add up each truck's.",
    .forecastReadout: "sold {sold} · forecast {count} ({low}–{high})",
    .tileForecast: "Forecast",
    .forecastValue: "{count} ({low}–{high})",
    .forecastSoldInside: "sold {count}, inside the range",
    .forecastSoldAbove: "sold {count}, above the range",
    .forecastSoldBelow: "sold {count}, below the range",
    .prepCaption: "To prep per style on {date} (80% range)",
    .prepStyle: "Style",
    .tomorrowSummarySame:
      "Expect {count} pancakes on {date} ({low}–{high} on 8 days in 10); over the last 8 weeks the forecast was usually within ±{percent}, with about as much error as the same weekday a week before.",
    .tomorrowNotOpen: "No {weekday} open in the last 52 weeks",
  ]

  /// German.
  static let forecastGerman: [Phrase: String] = [
    .tomorrowTiles: "Vorbereiten für {date}",
    .tomorrowAll: "Alle Sorten",
    .tomorrowDetail: "{low}–{high} an 8 von 10 Tagen · meist auf ±{percent} genau",
    .tomorrowDetailNoAccuracy: "{low}–{high} an 8 von 10 Tagen",
    .tomorrowNoHistory: "Zu wenig Verlauf für eine Prognose",
    .tomorrowTitle: "Prognose für {date} und wie die Prognose in 8 Wochen lag",
    .tomorrowSummaryBetter:
      "Erwartet werden {count} Pfannkuchen am {date} ({low}–{high} an 8 von 10 Tagen); in den letzten 8 Wochen lag die Prognose meist auf ±{percent} genau, mit {change} weniger Fehler als derselbe Wochentag eine Woche zuvor.",
    .tomorrowSummaryWorse:
      "Erwartet werden {count} Pfannkuchen am {date} ({low}–{high} an 8 von 10 Tagen); in den letzten 8 Wochen lag die Prognose meist auf ±{percent} genau, mit {change} mehr Fehler als derselbe Wochentag eine Woche zuvor.",
    .tomorrowSummaryNone:
      "Für {date} gibt es zu wenig Verlauf: Eine Prognose braucht 4 frühere offene Tage desselben Wochentags.",
    .forecastSoldSeries: "Verkauft",
    .forecastSaidSeries: "Prognose am Vortag",
    .forecastBandSeries: "80-%-Spanne",
    .forecastPoint: "Prognose für {date}",
    .unitsAxis: "Pfannkuchen",
    .forecastNote:
      "Jeder Tag wurde nur aus den Tagen davor prognostiziert. Bei mehreren Trucks addieren Linien und Spanne die der einzelnen Trucks.",
    .forecastReadout: "verkauft {sold} · Prognose {count} ({low}–{high})",
    .tileForecast: "Prognose",
    .forecastValue: "{count} ({low}–{high})",
    .forecastSoldInside: "verkauft {count}, innerhalb der Spanne",
    .forecastSoldAbove: "verkauft {count}, über der Spanne",
    .forecastSoldBelow: "verkauft {count}, unter der Spanne",
    .prepCaption: "Vorzubereiten je Sorte am {date} (80-%-Spanne)",
    .prepStyle: "Sorte",
    .tomorrowSummarySame:
      "Erwartet werden {count} Pfannkuchen am {date} ({low}–{high} an 8 von 10 Tagen); in den letzten 8 Wochen lag die Prognose meist auf ±{percent} genau, mit etwa so viel Fehler wie derselbe Wochentag eine Woche zuvor.",
    .tomorrowNotOpen: "Kein {weekday} geöffnet in den letzten 52 Wochen",
  ]

  /// French.
  static let forecastFrench: [Phrase: String] = [
    .tomorrowTiles: "À préparer pour le {date}",
    .tomorrowAll: "Toutes les recettes",
    .tomorrowDetail: "{low}–{high} 8 jours sur 10 · en général à ±{percent} près",
    .tomorrowDetailNoAccuracy: "{low}–{high} 8 jours sur 10",
    .tomorrowNoHistory: "Trop peu d’historique pour prévoir",
    .tomorrowTitle: "Prévision pour le {date}, et ce qu’a valu la prévision sur 8 semaines",
    .tomorrowSummaryBetter:
      "Prévoir {count} crêpes le {date} ({low}–{high} 8 jours sur 10) ; sur les 8 dernières semaines, la prévision était en général à ±{percent} près, avec {change} d’erreur en moins que le même jour de la semaine précédente.",
    .tomorrowSummaryWorse:
      "Prévoir {count} crêpes le {date} ({low}–{high} 8 jours sur 10) ; sur les 8 dernières semaines, la prévision était en général à ±{percent} près, avec {change} d’erreur en plus que le même jour de la semaine précédente.",
    .tomorrowSummaryNone:
      "Trop peu d’historique pour prévoir le {date} : une prévision demande 4 jours d’ouverture antérieurs du même jour de la semaine.",
    .forecastSoldSeries: "Vendu",
    .forecastSaidSeries: "Prévision de la veille",
    .forecastBandSeries: "Fourchette à 80 %",
    .forecastPoint: "Prévision pour le {date}",
    .unitsAxis: "Crêpes",
    .forecastNote:
      "Chaque jour a été prévu à partir des seuls jours précédents. Avec plusieurs camions, les courbes et la fourchette additionnent celles de chaque camion.",
    .forecastReadout: "vendu {sold} · prévision {count} ({low}–{high})",
    .tileForecast: "Prévision",
    .forecastValue: "{count} ({low}–{high})",
    .forecastSoldInside: "vendu {count}, dans la fourchette",
    .forecastSoldAbove: "vendu {count}, au-dessus de la fourchette",
    .forecastSoldBelow: "vendu {count}, en dessous de la fourchette",
    .prepCaption: "À préparer par recette le {date} (fourchette à 80 %)",
    .prepStyle: "Recette",
    .tomorrowSummarySame:
      "Prévoir {count} crêpes le {date} ({low}–{high} 8 jours sur 10) ; sur les 8 dernières semaines, la prévision était en général à ±{percent} près, avec à peu près autant d’erreur que le même jour de la semaine précédente.",
    .tomorrowNotOpen: "Aucun {weekday} d’ouverture sur les 52 dernières semaines",
  ]

  /// Spanish.
  static let forecastSpanish: [Phrase: String] = [
    .tomorrowTiles: "Para preparar el {date}",
    .tomorrowAll: "Todas las variedades",
    .tomorrowDetail: "{low}–{high} 8 de cada 10 días · suele acertar con ±{percent}",
    .tomorrowDetailNoAccuracy: "{low}–{high} 8 de cada 10 días",
    .tomorrowNoHistory: "Muy poco historial para pronosticar",
    .tomorrowTitle: "Pronóstico para el {date} y cómo acertó en 8 semanas",
    .tomorrowSummaryBetter:
      "Se esperan {count} panqueques el {date} ({low}–{high} 8 de cada 10 días); en las últimas 8 semanas el pronóstico solía acertar con ±{percent}, con un {change} menos de error que el mismo día de la semana anterior.",
    .tomorrowSummaryWorse:
      "Se esperan {count} panqueques el {date} ({low}–{high} 8 de cada 10 días); en las últimas 8 semanas el pronóstico solía acertar con ±{percent}, con un {change} más de error que el mismo día de la semana anterior.",
    .tomorrowSummaryNone:
      "Hay muy poco historial para pronosticar el {date}: un pronóstico necesita 4 días abiertos anteriores del mismo día de la semana.",
    .forecastSoldSeries: "Vendido",
    .forecastSaidSeries: "Pronóstico del día anterior",
    .forecastBandSeries: "Rango del 80 %",
    .forecastPoint: "Pronóstico para el {date}",
    .unitsAxis: "Panqueques",
    .forecastNote:
      "Cada día se pronosticó solo con los días anteriores. Con varios camiones, las líneas y el rango suman los de cada camión.",
    .forecastReadout: "vendido {sold} · pronóstico {count} ({low}–{high})",
    .tileForecast: "Pronóstico",
    .forecastValue: "{count} ({low}–{high})",
    .forecastSoldInside: "vendido {count}, dentro del rango",
    .forecastSoldAbove: "vendido {count}, por encima del rango",
    .forecastSoldBelow: "vendido {count}, por debajo del rango",
    .prepCaption: "Para preparar por variedad el {date} (rango del 80 %)",
    .prepStyle: "Variedad",
    .tomorrowSummarySame:
      "Se esperan {count} panqueques el {date} ({low}–{high} 8 de cada 10 días); en las últimas 8 semanas el pronóstico solía acertar con ±{percent}, con un error similar al del mismo día de la semana anterior.",
    .tomorrowNotOpen: "Ningún {weekday} abierto en las últimas 52 semanas",
  ]
}
