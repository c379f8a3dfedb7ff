extension ReportStrings {
  /// English sentences of the "Where to park" sections.
  static let parkingEnglish: [Phrase: String] = [
    .parkTitle: "Where to park: net after fee per scheduled hour, last 12 weeks",
    .parkSummary:
      "{stop} ({city}) earns the most per scheduled hour: {perHour} over {count} visits, {average} after fees on an average visit.",
    .parkNone: "No visit was scheduled in the 12 weeks up to {date}.",
    .parkNote:
      "Net sales after the organiser's fee per scheduled hour, over the 12 weeks up to {date}. Each bar runs from the stop's worst to its best visit after fees; the tick marks the average visit. A stop with fewer than 3 visits is marked new: too few to judge.",
    .parkNoteShown:
      "The chart and the table show the best {shown} of {count} stops; the CSV lists every stop.",
    .parkAxis: "Net after fee per visit",
    .parkStopAxis: "Stop",
    .parkLabel: "{perHour}/h · {count} visits",
    .parkLabelNew: "{perHour}/h · new, visits: {count}",
    .parkValue:
      "{perHour} per scheduled hour over {count} visits; worst visit {low}, best {high}, average {average}",
    .parkRank: "Rank",
    .parkStop: "Stop",
    .parkVisits: "Visits",
    .parkHours: "Scheduled hours",
    .parkNet: "Net sales",
    .parkFee: "Fees",
    .parkAfterFee: "Net after fee",
    .parkPerHour: "Per scheduled hour",
    .parkWorst: "Worst visit",
    .parkBest: "Best visit",
    .parkAverage: "Average visit",
    .parkNew: "New stop",
    .parkNewMark: "new",
    .bestTitle: "Best stop per weekday, last 12 weeks",
    .bestSummary:
      "The best place and day of the week is {stop} ({city}) on {weekday}: {perHour} per scheduled hour.",
    .bestNone: "No visit was scheduled in the 12 weeks up to {date}.",
    .nextTitle: "Next scheduled visits",
    .nextSummary:
      "Next: {stop} ({city}) on {date}, {time}; a typical {weekday} visit there brings {average} after fees (the average of {count} visits).",
    .nextSummaryNoHistory:
      "Next: {stop} ({city}) on {date}, {time}; there was no {weekday} visit there in the last 12 weeks to go by.",
    .nextNone: "No visit is scheduled in the 7 days after {date}.",
    .nextDate: "Date",
    .nextTime: "Time",
    .nextTypical: "Typical visit after fee",
    .nextBasedOn: "Visits it is based on",
  ]

  /// German.
  static let parkingGerman: [Phrase: String] = [
    .parkTitle: "Wo parken: Netto nach Gebühr je geplanter Stunde, letzte 12 Wochen",
    .parkSummary:
      "{stop} ({city}) bringt am meisten je geplanter Stunde: {perHour} über {count} Besuche, {average} nach Gebühren bei einem durchschnittlichen Besuch.",
    .parkNone: "In den 12 Wochen bis {date} war kein Besuch geplant.",
    .parkNote:
      "Nettoumsatz nach der Gebühr des Veranstalters je geplanter Stunde, über die 12 Wochen bis {date}. Jeder Balken reicht vom schwächsten bis zum stärksten Besuch nach Gebühren; der Strich markiert den durchschnittlichen Besuch. Ein Standplatz mit weniger als 3 Besuchen ist als neu markiert: zu wenige für ein Urteil.",
    .parkNoteShown:
      "Diagramm und Tabelle zeigen die besten {shown} von {count} Standplätzen; die CSV-Datei enthält alle.",
    .parkAxis: "Netto nach Gebühr je Besuch",
    .parkStopAxis: "Standplatz",
    .parkLabel: "{perHour}/h · {count} Besuche",
    .parkLabelNew: "{perHour}/h · neu, Besuche: {count}",
    .parkValue:
      "{perHour} je geplanter Stunde über {count} Besuche; schwächster Besuch {low}, stärkster {high}, Durchschnitt {average}",
    .parkRank: "Rang",
    .parkStop: "Standplatz",
    .parkVisits: "Besuche",
    .parkHours: "Geplante Stunden",
    .parkNet: "Nettoumsatz",
    .parkFee: "Gebühren",
    .parkAfterFee: "Netto nach Gebühr",
    .parkPerHour: "Je geplanter Stunde",
    .parkWorst: "Schwächster Besuch",
    .parkBest: "Stärkster Besuch",
    .parkAverage: "Durchschnittlicher Besuch",
    .parkNew: "Neuer Standplatz",
    .parkNewMark: "neu",
    .bestTitle: "Bester Standplatz je Wochentag, letzte 12 Wochen",
    .bestSummary:
      "Der beste Ort und Tag der Woche ist {stop} ({city}) am {weekday}: {perHour} je geplanter Stunde.",
    .bestNone: "In den 12 Wochen bis {date} war kein Besuch geplant.",
    .nextTitle: "Nächste geplante Besuche",
    .nextSummary:
      "Als Nächstes: {stop} ({city}) am {date}, {time}; ein typischer Besuch dort an einem {weekday} bringt {average} nach Gebühren (Durchschnitt aus {count} Besuchen).",
    .nextSummaryNoHistory:
      "Als Nächstes: {stop} ({city}) am {date}, {time}; in den letzten 12 Wochen gab es dort keinen Besuch an einem {weekday} als Anhaltspunkt.",
    .nextNone: "In den 7 Tagen nach {date} ist kein Besuch geplant.",
    .nextDate: "Datum",
    .nextTime: "Zeit",
    .nextTypical: "Typischer Besuch nach Gebühr",
    .nextBasedOn: "Zugrunde liegende Besuche",
  ]

  /// French.
  static let parkingFrench: [Phrase: String] = [
    .parkTitle: "Où stationner : net après frais par heure prévue, 12 dernières semaines",
    .parkSummary:
      "{stop} ({city}) rapporte le plus par heure prévue : {perHour} sur {count} passages, {average} après frais pour un passage moyen.",
    .parkNone: "Aucun passage n’était prévu dans les 12 semaines jusqu’au {date}.",
    .parkNote:
      "Ventes nettes après les frais de l’organisateur par heure prévue, sur les 12 semaines jusqu’au {date}. Chaque barre va du pire au meilleur passage après frais ; le trait marque le passage moyen. Un emplacement de moins de 3 passages est marqué nouveau : trop peu pour juger.",
    .parkNoteShown:
      "Le graphique et le tableau montrent les {shown} meilleurs des {count} emplacements ; le fichier CSV les liste tous.",
    .parkAxis: "Net après frais par passage",
    .parkStopAxis: "Emplacement",
    .parkLabel: "{perHour}/h · {count} passages",
    .parkLabelNew: "{perHour}/h · nouveau, passages : {count}",
    .parkValue:
      "{perHour} par heure prévue sur {count} passages ; pire passage {low}, meilleur {high}, moyenne {average}",
    .parkRank: "Rang",
    .parkStop: "Emplacement",
    .parkVisits: "Passages",
    .parkHours: "Heures prévues",
    .parkNet: "Ventes nettes",
    .parkFee: "Frais",
    .parkAfterFee: "Net après frais",
    .parkPerHour: "Par heure prévue",
    .parkWorst: "Pire passage",
    .parkBest: "Meilleur passage",
    .parkAverage: "Passage moyen",
    .parkNew: "Nouvel emplacement",
    .parkNewMark: "nouveau",
    .bestTitle: "Meilleur emplacement par jour de la semaine, 12 dernières semaines",
    .bestSummary:
      "Le meilleur lieu et jour de la semaine est {stop} ({city}) le {weekday} : {perHour} par heure prévue.",
    .bestNone: "Aucun passage n’était prévu dans les 12 semaines jusqu’au {date}.",
    .nextTitle: "Prochains passages prévus",
    .nextSummary:
      "Prochain : {stop} ({city}) le {date}, {time} ; un passage typique du {weekday} y rapporte {average} après frais (moyenne de {count} passages).",
    .nextSummaryNoHistory:
      "Prochain : {stop} ({city}) le {date}, {time} ; aucun passage du {weekday} n’y a eu lieu dans les 12 dernières semaines pour en juger.",
    .nextNone: "Aucun passage n’est prévu dans les 7 jours après le {date}.",
    .nextDate: "Date",
    .nextTime: "Heure",
    .nextTypical: "Passage typique après frais",
    .nextBasedOn: "Passages pris en compte",
  ]

  /// Spanish.
  static let parkingSpanish: [Phrase: String] = [
    .parkTitle: "Dónde aparcar: neto tras la tarifa por hora prevista, últimas 12 semanas",
    .parkSummary:
      "{stop} ({city}) es la que más gana por hora prevista: {perHour} en {count} visitas, {average} tras tarifas en una visita media.",
    .parkNone: "No hubo visitas previstas en las 12 semanas hasta el {date}.",
    .parkNote:
      "Ventas netas tras la tarifa del organizador por hora prevista, en las 12 semanas hasta el {date}. Cada barra va de la peor a la mejor visita tras tarifas; la marca señala la visita media. Una parada con menos de 3 visitas se marca como nueva: muy pocas para juzgar.",
    .parkNoteShown:
      "El gráfico y la tabla muestran las {shown} mejores de {count} paradas; el CSV las incluye todas.",
    .parkAxis: "Neto tras tarifa por visita",
    .parkStopAxis: "Parada",
    .parkLabel: "{perHour}/h · {count} visitas",
    .parkLabelNew: "{perHour}/h · nueva, visitas: {count}",
    .parkValue:
      "{perHour} por hora prevista en {count} visitas; peor visita {low}, mejor {high}, media {average}",
    .parkRank: "Puesto",
    .parkStop: "Parada",
    .parkVisits: "Visitas",
    .parkHours: "Horas previstas",
    .parkNet: "Ventas netas",
    .parkFee: "Tarifas",
    .parkAfterFee: "Neto tras tarifa",
    .parkPerHour: "Por hora prevista",
    .parkWorst: "Peor visita",
    .parkBest: "Mejor visita",
    .parkAverage: "Visita media",
    .parkNew: "Parada nueva",
    .parkNewMark: "nueva",
    .bestTitle: "Mejor parada por día de la semana, últimas 12 semanas",
    .bestSummary:
      "El mejor lugar y día de la semana es {stop} ({city}) el {weekday}: {perHour} por hora prevista.",
    .bestNone: "No hubo visitas previstas en las 12 semanas hasta el {date}.",
    .nextTitle: "Próximas visitas previstas",
    .nextSummary:
      "Próxima: {stop} ({city}) el {date}, {time}; una visita típica de {weekday} allí deja {average} tras tarifas (media de {count} visitas).",
    .nextSummaryNoHistory:
      "Próxima: {stop} ({city}) el {date}, {time}; no hubo visitas de {weekday} allí en las últimas 12 semanas para orientarse.",
    .nextNone: "No hay visitas previstas en los 7 días posteriores al {date}.",
    .nextDate: "Fecha",
    .nextTime: "Hora",
    .nextTypical: "Visita típica tras tarifa",
    .nextBasedOn: "Visitas en que se basa",
  ]
}
