/** The audit log's words for food safety changes, recorded on the school (entityType schools). */
export const SCHOOLS_ENTITY = 'schools';

export const FOOD_SAFETY_ACTIONS = {
  add: 'ADD_FOOD_SAFETY_ENTRY',
  delete: 'DELETE_FOOD_SAFETY_ENTRY',
  status: 'UPDATE_FOOD_SAFETY_STATUS',
} as const;
